import { z } from 'zod';
import { LIMITS } from '../constants';
import { checkPrice } from '../price';
import { messages } from '../messages';
import {
  EntityRefSchema,
  IdSchema,
  TimestampSchema,
  nameSchema,
  optionalTextSchema,
} from './common';

/** Price as typed or sent (text or number) → canonical decimal text, e.g. '12.5' → '12.50'. */
export const PriceSchema = z
  .union([z.string().max(LIMITS.priceTextMax, messages.priceInvalid), z.number()], {
    error: messages.priceRequired,
  })
  .transform((value, ctx) => {
    const result = checkPrice(value);
    if (result.ok) return result.price;
    ctx.issues.push({ code: 'custom', message: result.message, input: value });
    return z.NEVER;
  });

export const ProductInputSchema = z.object({
  name: nameSchema('Product'),
  price: PriceSchema,
  description: optionalTextSchema(LIMITS.descriptionMax, messages.descriptionTooLong, undefined, {
    multiline: true,
  }),
  image: optionalTextSchema(LIMITS.fileNameMax, messages.fileNameTooLong),
  enabled: z.boolean().default(true),
  business: EntityRefSchema,
});
export type ProductInputValues = z.input<typeof ProductInputSchema>;
export type ProductInput = z.output<typeof ProductInputSchema>;

/**
 * `POST /api/products/:id`: name and price required; optional fields left out stay as they are
 * (null or '' clears description and image). `business` is accepted and ignored: a product never
 * moves to another business.
 */
export const ProductUpdateSchema = ProductInputSchema.extend({
  enabled: z.boolean().optional(),
  business: EntityRefSchema.optional(),
});
export type ProductUpdate = z.output<typeof ProductUpdateSchema>;

/** `PATCH /api/products/:id`: any subset of the update fields. */
export const ProductPatchSchema = ProductUpdateSchema.partial();
export type ProductPatch = z.output<typeof ProductPatchSchema>;

export const ProductSchema = z.object({
  id: IdSchema,
  name: z.string(),
  price: z.string(),
  description: z.string().nullable(),
  /** The stored file name (as sent on create/update). */
  image: z.string().nullable(),
  /** Large variant (fits 800x600), or null without an image. */
  image_url: z.string().nullable(),
  /** Thumbnail variant, or null without an image. */
  image_thumb_url: z.string().nullable(),
  enabled: z.boolean(),
  business: EntityRefSchema,
  created_at: TimestampSchema,
  /** Null until the first update (the UI then shows created_at). */
  updated_at: TimestampSchema.nullable(),
});
export type Product = z.infer<typeof ProductSchema>;
