import { type BusinessStats, type StatsMap } from '@carta/shared';
import type { Database } from '../../db/client';
import { httpError } from '../../lib/http-errors';
import { createStatsRepository, type BusinessCountsRow } from './stats.repository';

const toStats = (row: BusinessCountsRow): BusinessStats => ({
  total_products: Number(row.products),
  total_categories: Number(row.categories),
  total_menus: Number(row.menus),
});

export function createStatsService(db: Database) {
  const stats = createStatsRepository(db);
  return {
    /** Business id → counts, for every business of the account. */
    async all(accountId: string): Promise<StatsMap> {
      const rows = await stats.forOwner(accountId);
      return Object.fromEntries(rows.map((row) => [row.businessId, toStats(row)]));
    },

    /** 404 when the business is not the account's. */
    async one(accountId: string, businessId: string): Promise<BusinessStats> {
      const row = await stats.forBusiness(accountId, businessId);
      if (!row) throw httpError(404, 'notFound');
      return toStats(row);
    },
  };
}
