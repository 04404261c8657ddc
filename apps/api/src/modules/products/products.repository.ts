import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import {
  listPage,
  listWhere,
  ownedBy,
  totalOf,
  type ListScope,
  type Page,
} from '../../db/list-filter';
import { ownedRows } from '../../db/owned-rows';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Pick<
  typeof products.$inferInsert,
  | 'name'
  | 'price'
  | 'description'
  | 'image'
  | 'enabled'
  | 'allergens'
  | 'dietary'
  | 'soldOut'
  | 'variants'
  | 'translations'
>;

/** Every query by id is scoped to the owner's businesses: anyone else's product is not found. */
export function createProductsRepository(db: Database) {
  const rows = ownedRows(db, products, (ownerId, id) =>
    and(eq(products.id, id), ownedBy(db, products.businessId, ownerId)),
  );

  return {
    /** Newest first, with the total in the same query. */
    async list(scope: ListScope, page: Page): Promise<{ rows: ProductRow[]; total: number }> {
      const where = listWhere(db, products, scope);
      const select = db
        .select({ ...getTableColumns(products), total: totalOf(db, products, where) })
        .from(products)
        .$dynamic();
      return listPage(db, products, where, page, select);
    },

    findOwned: rows.findOwned,

    insert: (businessId: string, values: ProductValues) => rows.insert({ ...values, businessId }),

    /** Null when the product is not the owner's. */
    update: (ownerId: string, id: string, values: Partial<ProductValues>) =>
      rows.update(ownerId, id, values),

    /** Its category links go with it (ON DELETE CASCADE). False when not the owner's. */
    delete: rows.delete,
  };
}
