import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ownBusiness, ownerBusinesses } from '../../db/list-filter';
import { businesses, categories, menus, products } from '../../db/schema';

export interface BusinessCountsRow {
  businessId: string;
  products: number;
  categories: number;
  menus: number;
}

/**
 * Counts straight from the tables (no counters that could drift), in ONE query: a row per
 * business with three correlated count(*) subqueries, each served by the
 * (business_id, created_at) index of its table.
 */
export function createStatsRepository(db: Database) {
  const counts = (where: SQL | undefined) =>
    db
      .select({
        businessId: businesses.id,
        products: db.$count(products, eq(products.businessId, businesses.id)),
        categories: db.$count(categories, eq(categories.businessId, businesses.id)),
        menus: db.$count(menus, eq(menus.businessId, businesses.id)),
      })
      .from(businesses)
      .where(where);

  return {
    async forOwner(ownerId: string): Promise<BusinessCountsRow[]> {
      return counts(ownerBusinesses(ownerId));
    },

    async forBusiness(ownerId: string, businessId: string): Promise<BusinessCountsRow | null> {
      const [row] = await counts(ownBusiness(ownerId, businessId));
      return row ?? null;
    },
  };
}
