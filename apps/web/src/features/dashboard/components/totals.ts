import type { StatsMap } from '@carta/shared';

/** A total: a number, `null` when its source failed to load, `undefined` while it loads. */
export type Total = number | null | undefined;

export interface Totals {
  businesses: Total;
  products: Total;
  categories: Total;
  menus: Total;
}

/**
 * The dashboard's totals: the number of businesses and the sums of the per-business statistics.
 * A failed source gives `null` (shown as unavailable), never 0 (docs/product.md §2 Dashboard).
 */
export function totalsOf(
  businesses: { total: number } | 'pending' | 'failed',
  stats: StatsMap | 'pending' | 'failed',
): Totals {
  const missing = (source: unknown) => (source === 'failed' ? null : undefined);
  const businessTotal = typeof businesses === 'object' ? businesses.total : missing(businesses);
  if (typeof stats !== 'object') {
    const value = missing(stats);
    return { businesses: businessTotal, products: value, categories: value, menus: value };
  }
  const totals = { businesses: businessTotal, products: 0, categories: 0, menus: 0 };
  for (const entry of Object.values(stats)) {
    totals.products += entry.total_products;
    totals.categories += entry.total_categories;
    totals.menus += entry.total_menus;
  }
  return totals;
}
