import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  businesses,
  categories,
  categoryProducts,
  files,
  menuCategories,
  menus,
  products,
} from '../../db/schema';

export type PublicBusinessRow = typeof businesses.$inferSelect;

export interface PublicMenuRow {
  id: string;
  name: string;
  enabled: boolean;
  theme: (typeof menus.$inferSelect)['theme'];
  business: PublicBusinessRow;
}

/** One enabled product of an enabled category, in menu order then category order. */
export interface PublicProductRow {
  categoryId: string;
  categoryName: string;
  id: string;
  name: string;
  price: string;
  description: string | null;
  image: string | null;
  /** Size of the uploaded original (the variants are derived from it). */
  imageWidth: number | null;
  imageHeight: number | null;
}

/**
 * Reads of the public menu page. No owner filter: a menu id is its public address. Visibility
 * (docs/public-menu.md) is applied in SQL, so hidden rows are never even read.
 */
export function createPublicMenusRepository(db: Database) {
  return {
    /** The business content version behind a menu; null when the menu does not exist. */
    async contentVersion(menuId: string): Promise<number | null> {
      const [row] = await db
        .select({ version: businesses.contentVersion })
        .from(menus)
        .innerJoin(businesses, eq(businesses.id, menus.businessId))
        .where(eq(menus.id, menuId))
        .limit(1);
      return row ? Number(row.version) : null;
    },

    async findMenu(menuId: string): Promise<PublicMenuRow | null> {
      const [row] = await db
        .select({
          id: menus.id,
          name: menus.name,
          enabled: menus.enabled,
          theme: menus.theme,
          business: businesses,
        })
        .from(menus)
        .innerJoin(businesses, eq(businesses.id, menus.businessId))
        .where(eq(menus.id, menuId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Enabled products of the menu's enabled categories, ordered. A category without an enabled
     * product has no row, so it drops out by itself.
     */
    async visibleProducts(menuId: string): Promise<PublicProductRow[]> {
      return db
        .select({
          categoryId: categories.id,
          categoryName: categories.name,
          id: products.id,
          name: products.name,
          price: products.price,
          description: products.description,
          image: products.image,
          imageWidth: files.width,
          imageHeight: files.height,
        })
        .from(menuCategories)
        .innerJoin(
          categories,
          and(eq(categories.id, menuCategories.categoryId), eq(categories.enabled, true)),
        )
        .innerJoin(categoryProducts, eq(categoryProducts.categoryId, categories.id))
        .innerJoin(
          products,
          and(eq(products.id, categoryProducts.productId), eq(products.enabled, true)),
        )
        .leftJoin(files, eq(files.name, products.image))
        .where(eq(menuCategories.menuId, menuId))
        .orderBy(asc(menuCategories.position), asc(categoryProducts.position));
    },
  };
}
