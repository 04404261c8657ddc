/**
 * What a guest asks before ordering (docs/product.md, "Allergens and dietary labels"): the 14
 * allergens the EU requires a menu to declare (Regulation 1169/2011, Annex II) and a short, fixed
 * list of dietary labels. Their names in each language live in the web's locale bundles.
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const DIETARY_LABELS = [
  'vegetarian',
  'vegan',
  'gluten_free',
  'spicy',
  'halal',
  'kosher',
] as const;
export type DietaryLabel = (typeof DIETARY_LABELS)[number];

/** What the guest's filter row asks: labels a product must carry, allergens it must not contain. */
export interface DietFilter {
  labels: DietaryLabel[];
  without: Allergen[];
}

/** The query-string names of the filter (`?diet=vegan&without=gluten,nuts`). */
export const DIET_FILTER_PARAMS = { labels: 'diet', without: 'without' } as const;

/** What a filter says of one product: it fits, it does not, or its allergens are not declared. */
export type DietFit = 'fits' | 'excluded' | 'unknown';

interface DietFacts {
  /** Null: the owner has not declared allergens (different from `[]`, "contains none"). */
  allergens: readonly string[] | null;
  dietary: readonly string[];
}

/**
 * A product missing a wanted label is excluded. Asked to avoid allergens, a product that declares
 * one of them is excluded and one whose allergens are not declared is `unknown`: it stays visible,
 * marked, because hiding it would claim a safety the owner never stated.
 */
export function dietFit(product: DietFacts, filter: DietFilter): DietFit {
  if (filter.labels.some((label) => !product.dietary.includes(label))) return 'excluded';
  if (filter.without.length === 0) return 'fits';
  if (product.allergens === null) return 'unknown';
  return filter.without.some((allergen) => product.allergens!.includes(allergen))
    ? 'excluded'
    : 'fits';
}

export const isDietFilterEmpty = (filter: DietFilter) =>
  filter.labels.length === 0 && filter.without.length === 0;

function pick<T extends string>(allowed: readonly T[], raw: unknown): T[] {
  const values = (Array.isArray(raw) ? raw : [raw])
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.split(','));
  // In the fixed order of the list, unknown names dropped, each once.
  return allowed.filter((value) => values.includes(value));
}

/** Reads a filter from a parsed query string; anything unknown is ignored, never an error. */
export function parseDietFilter(query: Record<string, unknown>): DietFilter {
  return {
    labels: pick(DIETARY_LABELS, query[DIET_FILTER_PARAMS.labels]),
    without: pick(ALLERGENS, query[DIET_FILTER_PARAMS.without]),
  };
}

/** The query string of a filter ('' when empty), in a stable order so equal filters share a URL. */
export function dietFilterQuery(filter: DietFilter): string {
  const params: string[] = [];
  if (filter.labels.length) params.push(`${DIET_FILTER_PARAMS.labels}=${filter.labels.join(',')}`);
  if (filter.without.length)
    params.push(`${DIET_FILTER_PARAMS.without}=${filter.without.join(',')}`);
  return params.length ? `?${params.join('&')}` : '';
}
