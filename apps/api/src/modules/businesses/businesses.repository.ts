import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businesses } from '../../db/schema';
import { listPage, ownBusiness, ownerBusinesses, totalOf, type Page } from '../../db/list-filter';
import { ownedRows } from '../../db/owned-rows';

export type BusinessRow = typeof businesses.$inferSelect;
export type BusinessValues = Pick<
  typeof businesses.$inferInsert,
  | 'name'
  | 'slug'
  | 'logo'
  | 'phone'
  | 'whatsapp'
  | 'website'
  | 'instagram'
  | 'facebook'
  | 'twitter'
  | 'currency'
  | 'showSoldOut'
  | 'timeZone'
  | 'primaryLanguage'
  | 'otherLanguages'
>;

/** Every query is scoped to the owner: another account's business is simply not found. */
export function createBusinessesRepository(db: Database) {
  const rows = ownedRows(db, businesses, ownBusiness);

  return {
    /** Newest first, with the total in the same query. */
    async list(ownerId: string, page: Page): Promise<{ rows: BusinessRow[]; total: number }> {
      const where = ownerBusinesses(ownerId);
      const select = db
        .select({ ...getTableColumns(businesses), total: totalOf(db, businesses, where) })
        .from(businesses)
        .$dynamic();
      return listPage(db, businesses, where, page, select);
    },

    findOwned: rows.findOwned,

    insert: (ownerId: string, values: BusinessValues) => rows.insert({ ...values, ownerId }),

    /** Null when the business is not the owner's. */
    update: (ownerId: string, id: string, values: Partial<BusinessValues>) =>
      rows.update(ownerId, id, values),

    /** Products, categories, menus and activity go with it (ON DELETE CASCADE). */
    delete: rows.delete,
  };
}
