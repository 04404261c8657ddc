import { z } from 'zod';
import { messages } from '../messages';
import { EntityRefSchema, IdSchema, TimestampSchema, nameSchema, uniqueRefsSchema } from './common';

export const CategoryInputSchema = z.object({
  business: EntityRefSchema,
  name: nameSchema('Category'),
  /** Product ids in display order. */
  products: uniqueRefsSchema(messages.duplicateProducts),
  enabled: z.boolean().default(true),
});
export type CategoryInputValues = z.input<typeof CategoryInputSchema>;
export type CategoryInput = z.output<typeof CategoryInputSchema>;

export const CategoryProductSchema = z.object({
  id: IdSchema,
  name: z.string(),
  price: z.string(),
  image_url: z.string().nullable(),
  enabled: z.boolean(),
});
export type CategoryProduct = z.infer<typeof CategoryProductSchema>;

export const CategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  enabled: z.boolean(),
  business: EntityRefSchema,
  /** In the category's order. */
  products: z.array(CategoryProductSchema),
  product_count: z.number().int().min(0),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Category = z.infer<typeof CategorySchema>;
