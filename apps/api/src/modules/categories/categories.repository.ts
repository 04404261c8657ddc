import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, categoryProducts, products } from '../../db/schema';
import { listPage, listWhere, ownedBy, type ListScope, type Page } from '../../db/list-filter';
import { orderedLinks } from '../../db/ordered-links';
import { ownedRows } from '../../db/owned-rows';

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
  const rows = ownedRows(db, categories, (ownerId, id) =>
    and(eq(categories.id, id), ownedBy(db, categories.businessId, ownerId)),
  );

  return {
    /** Newest first. */
    async list(scope: ListScope, page: Page): Promise<{ rows: CategoryRow[]; total: number }> {
      const select = db.select().from(categories).$dynamic();
      return listPage(db, categories, listWhere(db, categories, scope), page, select);
    },

    findOwned: rows.findOwned,

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

    /** Which products a category may hold, and its products in order (category_products). */
    productLinks: orderedLinks(db, {
      children: products,
      links: categoryProducts,
      parentId: categoryProducts.categoryId,
      link: (category, productId, position) => ({
        categoryId: category.id,
        productId,
        businessId: category.businessId,
        position,
      }),
    }),

    insert: (businessId: string, values: CategoryValues) => rows.insert({ ...values, businessId }),

    /** Null when the category is not the owner's. */
    update: (ownerId: string, id: string, values: Partial<CategoryValues>) =>
      rows.update(ownerId, id, values),

    /** Its product and menu links go with it (ON DELETE CASCADE). False when not the owner's. */
    delete: rows.delete,
  };
}
