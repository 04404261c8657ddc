import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { businesses, categories, categoryProducts, menuCategories, menus } from '../../db/schema';
import { childCount, type ListScope, type Page } from '../../db/list-filter';
import { orderedLinks } from '../../db/ordered-links';
import { contentRows } from '../../db/owned-rows';

export type MenuRow = typeof menus.$inferSelect;
export type MenuValues = Pick<
  typeof menus.$inferInsert,
  'name' | 'slug' | 'theme' | 'enabled' | 'hours' | 'translations'
>;
export type BusinessRow = typeof businesses.$inferSelect;

/** A menu with the business whose header it shows. */
export interface MenuWithBusiness {
  menu: MenuRow;
  business: BusinessRow;
}

/** One category of a menu as the screens show it, in the menu's order. */
export interface MenuCategoryRow {
  menuId: string;
  id: string;
  name: string;
  enabled: boolean;
  productCount: number;
}

/** A menu's category as the JSON of `menuCategoriesJson` holds it. */
export type MenuCategoryJson = Omit<MenuCategoryRow, 'menuId'>;

/** A menu, its business and its categories in order: what GET /api/menus/:id shows. */
export interface MenuDetail extends MenuWithBusiness {
  categories: MenuCategoryJson[];
}

/** A menu, its business and its category count: what a list page shows. */
export interface MenuSummaryRow extends MenuWithBusiness {
  categoryCount: number;
}

/**
 * The categories of the menu row in the same SELECT, in menu order, with their product counts:
 * one statement instead of one per table, which is most of a read's cost on the embedded
 * database (docs/performance.md). Plain SQL with aliases, so that no name inside can be taken
 * for the outer query's.
 */
const menuCategoriesJson = sql<MenuCategoryJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', c.id,
    'name', c.name,
    'enabled', c.enabled,
    'productCount', (select count(*) from category_products cp where cp.category_id = c.id)
  ) order by mc.position)
  from menu_categories mc
  inner join categories c on c.id = mc.category_id
  where mc.menu_id = "menus"."id"
), '[]'::json)`;

/** Every query by id is scoped to the owner's businesses: anyone else's menu is not found. */
export function createMenusRepository(db: Database) {
  const rows = contentRows<typeof menus, MenuValues>(db, menus);
  let detail: PgPreparedQuery<PreparedQueryConfig & { execute: MenuDetail[] }> | undefined;
  const withBusiness = () =>
    db
      .select({ menu: menus, business: businesses })
      .from(menus)
      .innerJoin(businesses, eq(businesses.id, menus.businessId))
      .$dynamic();

  return {
    /** Newest first, each with its business and category count, and the total: ONE query. */
    list: (scope: ListScope, page: Page): Promise<{ rows: MenuSummaryRow[]; total: number }> =>
      rows.listPage(scope, page, (total) =>
        db
          .select({
            menu: menus,
            business: businesses,
            categoryCount: childCount(menuCategories.menuId, menus),
            total,
          })
          .from(menus)
          .innerJoin(businesses, eq(businesses.id, menus.businessId))
          .$dynamic(),
      ),

    async findOwned(ownerId: string, id: string): Promise<MenuWithBusiness | null> {
      const [row] = await withBusiness().where(rows.owned(ownerId, id)).limit(1);
      return row ?? null;
    },

    /**
     * The menu with its business and categories in ONE query; null when not the owner's. A
     * prepared statement: its SQL is built once, and PostgreSQL plans it once per connection.
     */
    async findOwnedDetail(ownerId: string, id: string): Promise<MenuDetail | null> {
      detail ??= db
        .select({ menu: menus, business: businesses, categories: menuCategoriesJson })
        .from(menus)
        .innerJoin(businesses, eq(businesses.id, menus.businessId))
        .where(
          and(
            eq(menus.id, sql.placeholder('id')),
            eq(businesses.ownerId, sql.placeholder('ownerId')),
            // A business an import is still writing is nobody's yet (db/list-filter.ts).
            eq(businesses.importPending, false),
          ),
        )
        .limit(1)
        .prepare('menus_find_owned_detail');
      const [row] = await detail.execute({ id, ownerId });
      return row ?? null;
    },

    /** The categories of several menus with their product counts in ONE query, in menu order. */
    async categoriesOf(menuIds: readonly string[]): Promise<MenuCategoryRow[]> {
      if (menuIds.length === 0) return [];
      const rows = await db
        .select({
          menuId: menuCategories.menuId,
          id: categories.id,
          name: categories.name,
          enabled: categories.enabled,
          productCount: db.$count(categoryProducts, eq(categoryProducts.categoryId, categories.id)),
        })
        .from(menuCategories)
        .innerJoin(categories, eq(categories.id, menuCategories.categoryId))
        .where(inArray(menuCategories.menuId, [...menuIds]))
        .orderBy(asc(menuCategories.menuId), asc(menuCategories.position));
      return rows.map((row) => ({ ...row, productCount: Number(row.productCount) }));
    },

    /** Which categories a menu may hold, and its categories in order (menu_categories). */
    categoryLinks: orderedLinks(db, {
      children: categories,
      links: menuCategories,
      parentId: menuCategories.menuId,
      link: (menu, categoryId, position) => ({
        menuId: menu.id,
        categoryId,
        businessId: menu.businessId,
        position,
      }),
    }),

    insert: rows.insert,

    /** Null when the menu is not the owner's. */
    update: rows.update,

    /** Its category links go with it (ON DELETE CASCADE). False when not the owner's. */
    delete: rows.delete,
  };
}
