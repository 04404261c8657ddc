import {
  ALLERGENS,
  DIETARY_LABELS,
  dietFit,
  type Allergen,
  type DietaryLabel,
  type DietFilter,
  type PublicMenuCategory,
} from '@carta/shared/core';

export interface DietOptions {
  /** Labels at least one product carries. */
  labels: DietaryLabel[];
  /** Every allergen once any product has declared its allergens; none otherwise. */
  allergens: Allergen[];
  /** Allergens some product contains: the legend lists these. */
  present: Allergen[];
}

/** What the filter row can offer for this menu: nothing a filter could never change. */
export function dietOptions(categories: readonly PublicMenuCategory[]): DietOptions {
  const products = categories.flatMap((category) => category.products);
  const declared = products.some((product) => product.allergens !== null);
  return {
    labels: DIETARY_LABELS.filter((label) => products.some((p) => p.dietary.includes(label))),
    allergens: declared ? [...ALLERGENS] : [],
    present: ALLERGENS.filter((allergen) => products.some((p) => p.allergens?.includes(allergen))),
  };
}

/** The categories with only the products the filter leaves; categories left empty drop out. */
export function filterCategories(
  categories: readonly PublicMenuCategory[],
  filter: DietFilter,
): PublicMenuCategory[] {
  return categories
    .map((category) => ({
      ...category,
      products: category.products.filter((product) => dietFit(product, filter) !== 'excluded'),
    }))
    .filter((category) => category.products.length > 0);
}
