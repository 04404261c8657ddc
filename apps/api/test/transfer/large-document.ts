import {
  CATALOGUE_FORMAT,
  CATALOGUE_VERSION,
  TRANSFER_LIMITS,
  type CatalogueDocumentValues,
} from '@carta/shared';

/**
 * A catalogue export document of a chosen shape, for the import's cost tests and
 * bench/import-stall.ts (docs/security.md, "Imports"): `products` products with a description,
 * sizes on every fifth, a Spanish name; `categories` categories of `productsPerCategory` products
 * each (taken in turn from the product list, so every product is in some category when the links
 * outnumber the products); `menus` menus of `categoriesPerMenu` categories each.
 */
export interface DocumentShape {
  products: number;
  categories: number;
  productsPerCategory: number;
  menus: number;
  categoriesPerMenu: number;
}

export function catalogueDocument(shape: DocumentShape, name = 'Casa Import') {
  const products = Array.from({ length: shape.products }, (_, i) => {
    const price = (5 + (i % 40)).toFixed(2);
    return {
      ref: `p${i}`,
      name: `Dish ${i + 1}`,
      description: `House dish number ${i + 1}, made fresh every day with seasonal vegetables`,
      price,
      ...(i % 5 === 0
        ? {
            variants: [
              { name: 'Small', price },
              { name: 'Large', price: (Number(price) + 3).toFixed(2) },
            ],
          }
        : {}),
      allergens: i % 3 === 0 ? ['gluten' as const, 'milk' as const] : [],
      translations: { es: { name: `Plato ${i + 1}` } },
    };
  });
  let nextProduct = 0;
  const categories = Array.from({ length: shape.categories }, (_, c) => {
    const count = Math.min(shape.productsPerCategory, shape.products);
    const start = nextProduct;
    nextProduct = (nextProduct + count) % Math.max(1, shape.products);
    return {
      ref: `c${c}`,
      name: `Section ${c + 1}`,
      translations: { es: { name: `Sección ${c + 1}` } },
      products: Array.from({ length: count }, (_, k) => `p${(start + k) % shape.products}`),
    };
  });
  let nextCategory = 0;
  const menus = Array.from({ length: shape.menus }, (_, m) => {
    const count = Math.min(shape.categoriesPerMenu, shape.categories);
    const start = nextCategory;
    nextCategory = (nextCategory + count) % Math.max(1, shape.categories);
    return {
      name: `Menu ${m + 1}`,
      categories: Array.from({ length: count }, (_, k) => `c${(start + k) % shape.categories}`),
    };
  });
  return {
    format: CATALOGUE_FORMAT,
    version: CATALOGUE_VERSION,
    business: { name, other_languages: ['es'] },
    products,
    categories,
    menus,
  } satisfies CatalogueDocumentValues;
}

/** The largest document TRANSFER_LIMITS allow: every count and every sum of places at its maximum. */
export const LARGEST_DOCUMENT: DocumentShape = {
  products: TRANSFER_LIMITS.productsMax,
  categories: TRANSFER_LIMITS.categoriesMax,
  productsPerCategory: Math.floor(TRANSFER_LIMITS.categoryLinksMax / TRANSFER_LIMITS.categoriesMax),
  menus: TRANSFER_LIMITS.menusMax,
  categoriesPerMenu: Math.floor(TRANSFER_LIMITS.menuLinksMax / TRANSFER_LIMITS.menusMax),
};

/** The probe's document (issue 26 item 2): 400 categories of 500 products, 1.4 MB. */
export const PROBE_DOCUMENT: DocumentShape = {
  products: 500,
  categories: 400,
  productsPerCategory: 500,
  menus: 1,
  categoriesPerMenu: 100,
};
