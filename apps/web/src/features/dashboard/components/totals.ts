import type { StatsMap } from '@carta/shared';

export interface Totals {
  businesses: number;
  products: number;
  categories: number;
  menus: number;
}

/** Sums the per-business statistics into the dashboard's totals. */
export function totalsOf(businesses: number, stats: StatsMap | undefined): Totals {
  const totals: Totals = { businesses, products: 0, categories: 0, menus: 0 };
  for (const entry of Object.values(stats ?? {})) {
    totals.products += entry.total_products;
    totals.categories += entry.total_categories;
    totals.menus += entry.total_menus;
  }
  return totals;
}
