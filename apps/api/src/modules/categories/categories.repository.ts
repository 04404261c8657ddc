import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, categoryProducts, products } from '../../db/schema';
import { listWhere, ownedBy, type ListScope, type Page } from '../../db/list-filter';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryValues = Pick<typeof categories.$inferInsert, 'name' | 'enabled'>;

/** One product of a category as the screens show it, in the category's order. */
export interface CategoryProductRow {
  categoryId: string;
  id: string;
  name: string;
  price: string;
  image: string | null;
  enabled: boolean;
}

/** Every query by id is scoped to the owner's businesses: anyone else's category is not found. */
export function createCategoriesRepository(db: Database) {
  const owned = (ownerId: string, id: string) =>
    and(eq(categories.id, id), ownedBy(db, categories.businessId, ownerId));

  return {
    /** Newest first. */
    async list(scope: ListScope, page: Page): Promise<{ rows: CategoryRow[]; total: number }> {
      const where = listWhere(db, categories, scope);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(categories)
          .where(where)
          .orderBy(desc(categories.createdAt), desc(categories.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(categories).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findOwned(ownerId: string, id: string): Promise<CategoryRow | null> {
      const [row] = await db.select().from(categories).where(owned(ownerId, id)).limit(1);
      return row ?? null;
    },

    /** The products of several categories in ONE query, each category's in its order. */
    async productsOf(categoryIds: readonly string[]): Promise<CategoryProductRow[]> {
      if (categoryIds.length === 0) return [];
      return db
        .select({
          categoryId: categoryProducts.categoryId,
          id: products.id,
          name: products.name,
          price: products.price,
          image: products.image,
          enabled: products.enabled,
        })
        .from(categoryProducts)
        .innerJoin(products, eq(products.id, categoryProducts.productId))
        .where(inArray(categoryProducts.categoryId, [...categoryIds]))
        .orderBy(asc(categoryProducts.categoryId), asc(categoryProducts.position));
    },

    /**
     * Which of `ids` are categories of `businessId`, locked (FOR KEY SHARE) against deletion
     * until the transaction ends.
     */
    async idsInBusiness(businessId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.businessId, businessId), inArray(categories.id, [...ids])))
        .for('key share');
      return new Set(rows.map((row) => row.id));
    },

    async insert(businessId: string, values: CategoryValues): Promise<CategoryRow> {
      const [row] = await db
        .insert(categories)
        .values({ ...values, businessId })
        .returning();
      return row!;
    },

    /** Null when the category is not the owner's. */
    async update(
      ownerId: string,
      id: string,
      values: Partial<CategoryValues>,
    ): Promise<CategoryRow | null> {
      const [row] = await db
        .update(categories)
        .set({ ...values, updatedAt: new Date() })
        .where(owned(ownerId, id))
        .returning();
      return row ?? null;
    },

    /**
     * Makes `productIds` the category's products in exactly that order (positions 0..n-1). The
     * composite foreign keys reject a product of another business.
     */
    async replaceProducts(
      category: Pick<CategoryRow, 'id' | 'businessId'>,
      productIds: readonly string[],
    ): Promise<void> {
      await db.delete(categoryProducts).where(eq(categoryProducts.categoryId, category.id));
      if (productIds.length === 0) return;
      await db.insert(categoryProducts).values(
        productIds.map((productId, position) => ({
          categoryId: category.id,
          productId,
          businessId: category.businessId,
          position,
        })),
      );
    },

    /** Its product and menu links go with it (ON DELETE CASCADE). False when not the owner's. */
    async delete(ownerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(categories)
        .where(owned(ownerId, id))
        .returning({ id: categories.id });
      return rows.length > 0;
    },
  };
}
