import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, categoryProducts, products } from '../../db/schema';
import type { Variant } from '@carta/shared';
import { childCount, type ListScope, type Page } from '../../db/list-filter';
import { orderedLinks } from '../../db/ordered-links';
import { contentRows } from '../../db/owned-rows';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryValues = Pick<
  typeof categories.$inferInsert,
  'name' | 'enabled' | 'translations'
>;

/** One product of a category as the screens show it, in the category's order. */
export interface CategoryProductRow {
  categoryId: string;
  id: string;
  name: string;
  price: string;
  image: string | null;
  enabled: boolean;
  soldOut: boolean;
  variants: Variant[];
}

/** A category's product as the JSON of `categoryProductsJson` holds it. */
export type CategoryProductJson = Omit<CategoryProductRow, 'categoryId'>;

/** A category with its products in order: what GET /api/categories/:id shows. */
export type CategoryDetail = CategoryRow & { products: CategoryProductJson[] };

/** A category with its product count: what a list page shows. */
export type CategorySummaryRow = CategoryRow & { productCount: number };

/**
 * The products of the category row in the same SELECT, in the category's order: one statement
 * instead of two (docs/performance.md). The price goes as text, as numeric columns are read.
 * Plain SQL with aliases: drizzle leaves column names unqualified in a one-table SELECT, and an
 * unqualified "id" in the subquery would be the product's.
 */
const categoryProductsJson = sql<CategoryProductJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', p.id, 'name', p.name, 'price', p.price::text, 'image', p.image, 'enabled', p.enabled,
    'soldOut', p.sold_out, 'variants', p.variants
  ) order by cp.position)
  from category_products cp
  inner join products p on p.id = cp.product_id
  where cp.category_id = "categories"."id"
), '[]'::json)`;

/** Every query by id is scoped to the owner's businesses: anyone else's category is not found. */
export function createCategoriesRepository(db: Database) {
  const rows = contentRows<typeof categories, CategoryValues>(db, categories);
  const detailColumns = { ...getTableColumns(categories), products: categoryProductsJson };

  return {
    /** Newest first, each with its product count, and the total: ONE query. */
    list: (scope: ListScope, page: Page): Promise<{ rows: CategorySummaryRow[]; total: number }> =>
      rows.listPage(scope, page, (total) =>
        db
          .select({
            ...getTableColumns(categories),
            productCount: childCount(categoryProducts.categoryId, categories),
            total,
          })
          .from(categories)
          .$dynamic(),
      ),

    findOwned: rows.findOwned,

    /** The category with its products in ONE query; null when not the owner's. */
    async findOwnedDetail(ownerId: string, id: string): Promise<CategoryDetail | null> {
      const [row] = await db
        .select(detailColumns)
        .from(categories)
        .where(rows.owned(ownerId, id))
        .limit(1);
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
          soldOut: products.soldOut,
          variants: products.variants,
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

    insert: rows.insert,

    /** Null when the category is not the owner's. */
    update: rows.update,

    /** Its product and menu links go with it (ON DELETE CASCADE). False when not the owner's. */
    delete: rows.delete,
  };
}
