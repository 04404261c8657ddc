import { z } from 'zod';
import { VariantResponseSchema, type Product } from './product';
import { LIMITS } from '../constants';
import { messages } from '../messages';
import { EntityRefSchema, IdSchema, TimestampSchema, nameSchema, uniqueRefsSchema } from './common';
import { translatedName, translationsSchema, TranslationsResponseSchema } from './translations';

export const CategoryInputSchema = z.object({
  business: EntityRefSchema,
  name: nameSchema('Category'),
  /** Product ids in display order. */
  products: uniqueRefsSchema(
    messages.duplicateProducts,
    LIMITS.categoryProductsMax,
    messages.tooManyProducts,
  ),
  enabled: z.boolean().default(true),
  /** Its name in the business's other languages; left out on update: unchanged. */
  translations: translationsSchema({
    name: translatedName(messages.nameTooLong('Category')),
  }).optional(),
});
export type CategoryInputValues = z.input<typeof CategoryInputSchema>;
export type CategoryInput = z.output<typeof CategoryInputSchema>;

/**
 * `POST /api/categories/:id`: name required; `products` and `enabled` left out stay as they are
 * (`products: []` empties the category). `business` is accepted and ignored: a category never
 * moves to another business.
 */
export const CategoryUpdateSchema = CategoryInputSchema.extend({
  business: EntityRefSchema.optional(),
  products: CategoryInputSchema.shape.products.unwrap().optional(),
  enabled: z.boolean().optional(),
});
export type CategoryUpdate = z.output<typeof CategoryUpdateSchema>;

/** `PATCH /api/categories/:id`: any subset of the update fields. */
export const CategoryPatchSchema = CategoryUpdateSchema.partial();
export type CategoryPatch = z.output<typeof CategoryPatchSchema>;

export const CategoryProductSchema = z.object({
  id: IdSchema,
  name: z.string(),
  price: z.string(),
  image_url: z.string().nullable(),
  image_thumb_url: z.string().nullable(),
  enabled: z.boolean(),
  sold_out: z.boolean(),
  /** Its sizes in order; empty for one price. */
  variants: z.array(VariantResponseSchema),
});
export type CategoryProduct = z.infer<typeof CategoryProductSchema>;

/** A product as a category lists it (what the web adds to a category being edited). */
export const categoryProductOf = ({
  id,
  name,
  price,
  image_url,
  image_thumb_url,
  enabled,
  sold_out,
  variants,
}: Product): CategoryProduct => ({
  id,
  name,
  price,
  image_url,
  image_thumb_url,
  enabled,
  sold_out,
  variants: variants.map((variant) => ({ name: variant.name, price: variant.price })),
});

export const CategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  enabled: z.boolean(),
  translations: TranslationsResponseSchema,
  business: EntityRefSchema,
  /** In the category's order. */
  products: z.array(CategoryProductSchema),
  product_count: z.number().int().min(0),
  created_at: TimestampSchema,
  /** Null until the first update (the UI then shows created_at). */
  updated_at: TimestampSchema.nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

/** A category in a list page: its product count, not its products (bounded list responses). */
export const CategorySummarySchema = CategorySchema.omit({ products: true });
export type CategorySummary = z.infer<typeof CategorySummarySchema>;
