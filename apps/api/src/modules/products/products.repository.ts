import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import type { ListScope, Page } from '../../db/list-filter';
import { contentRows } from '../../db/owned-rows';

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
  const rows = contentRows<typeof products, ProductValues>(db, products);

  return {
    /** Newest first, with the total in the same query. */
    list: (scope: ListScope, page: Page): Promise<{ rows: ProductRow[]; total: number }> =>
      rows.listPage(scope, page, (total) =>
        db
          .select({ ...getTableColumns(products), total })
          .from(products)
          .$dynamic(),
      ),

    findOwned: rows.findOwned,

    insert: rows.insert,

    /** Null when the product is not the owner's. */
    update: rows.update,

    /** Its category links go with it (ON DELETE CASCADE). False when not the owner's. */
    delete: rows.delete,
  };
}
