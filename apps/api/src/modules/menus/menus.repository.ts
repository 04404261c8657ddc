import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businesses, categories, categoryProducts, menuCategories, menus } from '../../db/schema';
import { listWhere, ownedBy, type ListScope, type Page } from '../../db/list-filter';

export type MenuRow = typeof menus.$inferSelect;
export type MenuValues = Pick<typeof menus.$inferInsert, 'name' | 'theme' | 'enabled'>;
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

/** Every query by id is scoped to the owner's businesses: anyone else's menu is not found. */
export function createMenusRepository(db: Database) {
  const owned = (ownerId: string, id: string) =>
    and(eq(menus.id, id), ownedBy(db, menus.businessId, ownerId));
  const withBusiness = () =>
    db
      .select({ menu: menus, business: businesses })
      .from(menus)
      .innerJoin(businesses, eq(businesses.id, menus.businessId));

  return {
    /** Newest first. */
    async list(scope: ListScope, page: Page): Promise<{ rows: MenuWithBusiness[]; total: number }> {
      const where = listWhere(db, menus, scope);
      const [rows, [totals]] = await Promise.all([
        withBusiness()
          .where(where)
          .orderBy(desc(menus.createdAt), desc(menus.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(menus).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findOwned(ownerId: string, id: string): Promise<MenuWithBusiness | null> {
      const [row] = await withBusiness().where(owned(ownerId, id)).limit(1);
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

    async insert(businessId: string, values: MenuValues): Promise<MenuRow> {
      const [row] = await db
        .insert(menus)
        .values({ ...values, businessId })
        .returning();
      return row!;
    },

    /** Null when the menu is not the owner's. */
    async update(
      ownerId: string,
      id: string,
      values: Partial<MenuValues>,
    ): Promise<MenuRow | null> {
      const [row] = await db
        .update(menus)
        .set({ ...values, updatedAt: new Date() })
        .where(owned(ownerId, id))
        .returning();
      return row ?? null;
    },

    /**
     * Makes `categoryIds` the menu's categories in exactly that order (positions 0..n-1). The
     * composite foreign keys reject a category of another business.
     */
    async replaceCategories(
      menu: Pick<MenuRow, 'id' | 'businessId'>,
      categoryIds: readonly string[],
    ): Promise<void> {
      await db.delete(menuCategories).where(eq(menuCategories.menuId, menu.id));
      if (categoryIds.length === 0) return;
      await db.insert(menuCategories).values(
        categoryIds.map((categoryId, position) => ({
          menuId: menu.id,
          categoryId,
          businessId: menu.businessId,
          position,
        })),
      );
    },

    /** Its category links go with it (ON DELETE CASCADE). False when not the owner's. */
    async delete(ownerId: string, id: string): Promise<boolean> {
      const rows = await db.delete(menus).where(owned(ownerId, id)).returning({ id: menus.id });
      return rows.length > 0;
    },
  };
}
