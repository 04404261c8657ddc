import { ProductSchema, pagedListSchema } from '@carta/shared';

/**
 * A product as read by the screens. A missing `enabled` counts as visible (docs/product.md §3) and a missing
 * thumbnail as none, so an older or partial answer still renders.
 */
export const ProductResponseSchema = ProductSchema.extend({
  enabled: ProductSchema.shape.enabled.default(true),
  image_thumb_url: ProductSchema.shape.image_thumb_url.default(null),
});

export const ProductPageSchema = pagedListSchema(ProductResponseSchema);
