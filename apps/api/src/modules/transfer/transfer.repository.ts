import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, categoryProducts, menuCategories, menus, products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;
export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'businessId' | 'createdAt'>;
export type NewCategory = Pick<typeof categories.$inferInsert, 'name' | 'enabled' | 'translations'>;
export type NewMenu = Pick<
  typeof menus.$inferInsert,
  'name' | 'enabled' | 'theme' | 'hours' | 'translations'
>;

export interface Link {
  parentId: string;
  childId: string;
  position: number;
}

/** Rows per INSERT: a few hundred keeps each statement's parameters well under PostgreSQL's limit. */
const CHUNK = 400;

/**
 * created_at of the n-th row of one write: the clock, plus n microseconds so rows written in one
 * statement keep their order (the clock alone may give them all the same time).
 */
const nthCreatedAt = (n: number) => sql`clock_timestamp() + (${n}::int * interval '1 microsecond')`;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) result.push(items.slice(i, i + CHUNK));
  return result;
}

/**
 * The SQL of import and export (docs/product.md, "Import and export"): a whole business's
 * catalogue read at once, and writes in batches. Callers check the business is the owner's first.
 */
export function createTransferRepository(db: Database) {
  return {
    /** Oldest first, so an export lists products in the order they were added. */
    products: (businessId: string): Promise<ProductRow[]> =>
      db
        .select()
        .from(products)
        .where(eq(products.businessId, businessId))
        .orderBy(asc(products.createdAt), asc(products.id)),

    categories: (businessId: string): Promise<CategoryRow[]> =>
      db
        .select()
        .from(categories)
        .where(eq(categories.businessId, businessId))
        .orderBy(asc(categories.createdAt), asc(categories.id)),

    menus: (businessId: string): Promise<MenuRow[]> =>
      db
        .select()
        .from(menus)
        .where(eq(menus.businessId, businessId))
        .orderBy(asc(menus.createdAt), asc(menus.id)),

    /** Category → product links, in each category's order. */
    categoryLinks: (businessId: string): Promise<Link[]> =>
      db
        .select({
          parentId: categoryProducts.categoryId,
          childId: categoryProducts.productId,
          position: categoryProducts.position,
        })
        .from(categoryProducts)
        .where(eq(categoryProducts.businessId, businessId))
        .orderBy(asc(categoryProducts.categoryId), asc(categoryProducts.position)),

    /** Menu → category links, in each menu's order. */
    menuLinks: (businessId: string): Promise<Link[]> =>
      db
        .select({
          parentId: menuCategories.menuId,
          childId: menuCategories.categoryId,
          position: menuCategories.position,
        })
        .from(menuCategories)
        .where(eq(menuCategories.businessId, businessId))
        .orderBy(asc(menuCategories.menuId), asc(menuCategories.position)),

    /** Inserted in order; each row's created_at is its own clock time, so the order is kept. */
    async insertProducts(businessId: string, values: readonly NewProduct[]) {
      const created: { id: string; name: string }[] = [];
      for (const chunk of chunks(values)) {
        const offset = created.length;
        created.push(
          ...(await db
            .insert(products)
            .values(
              chunk.map((row, i) => ({ ...row, businessId, createdAt: nthCreatedAt(offset + i) })),
            )
            .returning({ id: products.id, name: products.name })),
        );
      }
      return created;
    },

    /**
     * Every product's new values in one statement per chunk (rows of a JSON document joined on
     * id): 5,000 single UPDATEs would cost a round trip each.
     */
    async updateProducts(businessId: string, rows: readonly { id: string; values: NewProduct }[]) {
      for (const chunk of chunks(rows)) {
        const data = chunk.map(({ id, values }) => ({
          id,
          name: values.name,
          price: values.price,
          description: values.description ?? null,
          enabled: values.enabled ?? true,
          allergens: values.allergens ?? null,
          dietary: values.dietary ?? [],
          sold_out: values.soldOut ?? false,
          variants: values.variants ?? [],
          translations: values.translations ?? {},
        }));
        await db.execute(sql`
          update ${products} as p set
            name = v.name, price = v.price, description = v.description, enabled = v.enabled,
            allergens = v.allergens, dietary = v.dietary, sold_out = v.sold_out,
            variants = v.variants, translations = v.translations, updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as v(
            id uuid, name text, price numeric, description text, enabled boolean,
            allergens text[], dietary text[], sold_out boolean, variants jsonb, translations jsonb
          )
          where p.id = v.id and p.business_id = ${businessId}`);
      }
    },

    async insertCategories(businessId: string, values: readonly NewCategory[]) {
      const created: { id: string; name: string }[] = [];
      for (const chunk of chunks(values)) {
        const offset = created.length;
        created.push(
          ...(await db
            .insert(categories)
            .values(
              chunk.map((row, i) => ({ ...row, businessId, createdAt: nthCreatedAt(offset + i) })),
            )
            .returning({ id: categories.id, name: categories.name })),
        );
      }
      return created;
    },

    async insertMenus(businessId: string, values: readonly NewMenu[]) {
      const created: { id: string }[] = [];
      for (const row of values) {
        const [menu] = await db
          .insert(menus)
          .values({ ...row, businessId, createdAt: nthCreatedAt(0) })
          .returning({ id: menus.id });
        created.push(menu!);
      }
      return created;
    },

    async insertCategoryLinks(businessId: string, links: readonly Link[]) {
      for (const chunk of chunks(links)) {
        await db.insert(categoryProducts).values(
          chunk.map((link) => ({
            categoryId: link.parentId,
            productId: link.childId,
            businessId,
            position: link.position,
          })),
        );
      }
    },

    async deleteCategoryLinks(productId: string, categoryIds: readonly string[]) {
      if (categoryIds.length === 0) return;
      await db
        .delete(categoryProducts)
        .where(
          and(
            eq(categoryProducts.productId, productId),
            inArray(categoryProducts.categoryId, [...categoryIds]),
          ),
        );
    },

    async insertMenuLinks(businessId: string, links: readonly Link[]) {
      for (const chunk of chunks(links)) {
        await db.insert(menuCategories).values(
          chunk.map((link) => ({
            menuId: link.parentId,
            categoryId: link.childId,
            businessId,
            position: link.position,
          })),
        );
      }
    },
  };
}

export type TransferRepository = ReturnType<typeof createTransferRepository>;
