import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
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

/**
 * Rows per write statement. Each write sends its rows as one JSON (or array) parameter that the
 * database unpacks (`jsonb_to_recordset`, `unnest`): one statement per thousand rows, where a
 * multi-row VALUES list cost one bound parameter per cell and made the embedded database spend
 * five to ten times as long parsing them (docs/security.md, "Imports").
 */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) result.push(items.slice(i, i + CHUNK));
  return result;
}

/** A PostgreSQL array literal of uuids or integers (no quoting needed for either). */
const arrayLiteral = (items: readonly (string | number)[]) => `{${items.join(',')}}`;

/** Rows with their ids chosen here, so callers know them without relying on RETURNING's order. */
const withIds = <T>(values: readonly T[]) =>
  values.map((value, index) => ({ id: randomUUID(), n: index, value }));

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
      const rows = withIds(values);
      for (const chunk of chunks(rows)) {
        const data = chunk.map(({ id, n, value }) => ({
          id,
          n,
          name: value.name,
          price: value.price,
          description: value.description ?? null,
          image: value.image ?? null,
          enabled: value.enabled ?? true,
          allergens: value.allergens ?? null,
          dietary: value.dietary ?? [],
          sold_out: value.soldOut ?? false,
          variants: value.variants ?? [],
          translations: value.translations ?? {},
        }));
        await db.execute(sql`
          insert into ${products} (id, business_id, name, price, description, image, enabled,
            allergens, dietary, sold_out, variants, translations, created_at)
          select v.id, ${businessId}, v.name, v.price, v.description, v.image, v.enabled,
            v.allergens, v.dietary, v.sold_out, v.variants, v.translations,
            clock_timestamp() + (v.n * interval '1 microsecond')
          from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as v(
            id uuid, n int, name text, price numeric, description text, image text,
            enabled boolean, allergens text[], dietary text[], sold_out boolean, variants jsonb,
            translations jsonb
          )
          order by v.n`);
      }
      return rows.map(({ id, value }) => ({ id, name: value.name }));
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
      const rows = withIds(values);
      for (const chunk of chunks(rows)) {
        const data = chunk.map(({ id, n, value }) => ({
          id,
          n,
          name: value.name,
          enabled: value.enabled ?? true,
          translations: value.translations ?? {},
        }));
        await db.execute(sql`
          insert into ${categories} (id, business_id, name, enabled, translations, created_at)
          select v.id, ${businessId}, v.name, v.enabled, v.translations,
            clock_timestamp() + (v.n * interval '1 microsecond')
          from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as v(
            id uuid, n int, name text, enabled boolean, translations jsonb
          )
          order by v.n`);
      }
      return rows.map(({ id, value }) => ({ id, name: value.name }));
    },

    async insertMenus(businessId: string, values: readonly NewMenu[]) {
      const rows = withIds(values);
      for (const chunk of chunks(rows)) {
        const data = chunk.map(({ id, n, value }) => ({
          id,
          n,
          name: value.name,
          enabled: value.enabled ?? true,
          theme: value.theme,
          hours: value.hours ?? [],
          translations: value.translations ?? {},
        }));
        await db.execute(sql`
          insert into ${menus} (id, business_id, name, enabled, theme, hours, translations,
            created_at)
          select v.id, ${businessId}, v.name, v.enabled, v.theme, v.hours, v.translations,
            clock_timestamp() + (v.n * interval '1 microsecond')
          from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as v(
            id uuid, n int, name text, enabled boolean, theme jsonb, hours jsonb,
            translations jsonb
          )
          order by v.n`);
      }
      return rows.map(({ id }) => ({ id }));
    },

    /** Category → product links, one statement per thousand (three arrays, unnested). */
    async insertCategoryLinks(businessId: string, links: readonly Link[]) {
      for (const chunk of chunks(links)) {
        await db.execute(sql`
          insert into ${categoryProducts} (category_id, product_id, business_id, position)
          select l.parent_id, l.child_id, ${businessId}, l.position
          from unnest(
            ${arrayLiteral(chunk.map((link) => link.parentId))}::uuid[],
            ${arrayLiteral(chunk.map((link) => link.childId))}::uuid[],
            ${arrayLiteral(chunk.map((link) => link.position))}::int[]
          ) as l(parent_id, child_id, position)`);
      }
    },

    /** Removes the given category → product links of the business, a thousand per statement. */
    async deleteCategoryLinks(businessId: string, links: readonly Omit<Link, 'position'>[]) {
      for (const chunk of chunks(links)) {
        await db.execute(sql`
          delete from ${categoryProducts} as cp
          using unnest(
            ${arrayLiteral(chunk.map((link) => link.parentId))}::uuid[],
            ${arrayLiteral(chunk.map((link) => link.childId))}::uuid[]
          ) as l(parent_id, child_id)
          where cp.category_id = l.parent_id and cp.product_id = l.child_id
            and cp.business_id = ${businessId}`);
      }
    },

    /** Menu → category links, one statement per thousand. */
    async insertMenuLinks(businessId: string, links: readonly Link[]) {
      for (const chunk of chunks(links)) {
        await db.execute(sql`
          insert into ${menuCategories} (menu_id, category_id, business_id, position)
          select l.parent_id, l.child_id, ${businessId}, l.position
          from unnest(
            ${arrayLiteral(chunk.map((link) => link.parentId))}::uuid[],
            ${arrayLiteral(chunk.map((link) => link.childId))}::uuid[],
            ${arrayLiteral(chunk.map((link) => link.position))}::int[]
          ) as l(parent_id, child_id, position)`);
      }
    },
  };
}

export type TransferRepository = ReturnType<typeof createTransferRepository>;
