import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { listWhere, ownedBy, type ListScope, type Page } from '../../db/list-filter';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Pick<
  typeof products.$inferInsert,
  'name' | 'price' | 'description' | 'image' | 'enabled'
>;

/** Every query by id is scoped to the owner's businesses: anyone else's product is not found. */
export function createProductsRepository(db: Database) {
  const owned = (ownerId: string, id: string) =>
    and(eq(products.id, id), ownedBy(db, products.businessId, ownerId));

  return {
    /** Newest first. */
    async list(scope: ListScope, page: Page): Promise<{ rows: ProductRow[]; total: number }> {
      const where = listWhere(db, products, scope);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(desc(products.createdAt), desc(products.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(products).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findOwned(ownerId: string, id: string): Promise<ProductRow | null> {
      const [row] = await db.select().from(products).where(owned(ownerId, id)).limit(1);
      return row ?? null;
    },

    /**
     * Which of `ids` are products of `businessId`. The rows are locked (FOR KEY SHARE) until the
     * transaction ends, so they cannot be deleted before the caller links them.
     */
    async idsInBusiness(businessId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.businessId, businessId), inArray(products.id, [...ids])))
        .for('key share');
      return new Set(rows.map((row) => row.id));
    },

    async insert(businessId: string, values: ProductValues): Promise<ProductRow> {
      const [row] = await db
        .insert(products)
        .values({ ...values, businessId })
        .returning();
      return row!;
    },

    /** Null when the product is not the owner's. */
    async update(
      ownerId: string,
      id: string,
      values: Partial<ProductValues>,
    ): Promise<ProductRow | null> {
      const [row] = await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(owned(ownerId, id))
        .returning();
      return row ?? null;
    },

    /** Its category links go with it (ON DELETE CASCADE). False when not the owner's. */
    async delete(ownerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(products)
        .where(owned(ownerId, id))
        .returning({ id: products.id });
      return rows.length > 0;
    },
  };
}
