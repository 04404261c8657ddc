import type { PublicMenuCategory } from '@carta/shared/core';
import { productKey } from './product-key';

/** Thumbnails of the first products load at once (they are in the first screen); later ones lazily. */
export const EAGER_IMAGE_COUNT = 4;

/** The first products with a photo, by position on the page: the same on the server and in the browser. */
export function eagerImages(categories: readonly PublicMenuCategory[]): Set<string> {
  const keys = new Set<string>();
  for (const category of categories) {
    for (const product of category.products) {
      if (keys.size === EAGER_IMAGE_COUNT) return keys;
      if (product.image_url) keys.add(productKey(category.id, product.id));
    }
  }
  return keys;
}
