import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  businessSlugs,
  businesses,
  categories,
  categoryProducts,
  files,
  menuCategories,
  menuSlugs,
  menus,
  products,
} from '../../db/schema';

export type PublicBusinessRow = typeof businesses.$inferSelect;

export interface PublicMenuRow {
  id: string;
  name: string;
  slug: string | null;
  enabled: boolean;
  theme: (typeof menus.$inferSelect)['theme'];
  hours: (typeof menus.$inferSelect)['hours'];
  translations: (typeof menus.$inferSelect)['translations'];
  business: PublicBusinessRow;
}

/** An enabled menu of the same business, to offer while another is outside its hours. */
export interface SiblingMenuRow {
  id: string;
  name: string;
  slug: string | null;
  hours: (typeof menus.$inferSelect)['hours'];
  translations: (typeof menus.$inferSelect)['translations'];
}

/** Menus looked at for "open now" links: more than any place prints. */
const SIBLING_MENUS_MAX = 50;

/** What a menu offered "open now" or listed on its place's page carries. */
const SIBLING_COLUMNS = {
  id: menus.id,
  name: menus.name,
  slug: menus.slug,
  hours: menus.hours,
  translations: menus.translations,
};

/** Menus a place's page lists: bounded like the "open now" links. */
const PLACE_MENUS_MAX = SIBLING_MENUS_MAX;

/** An enabled menu as a place's page lists it. */
export interface PlaceMenuRow extends SiblingMenuRow {
  theme: (typeof menus.$inferSelect)['theme'];
}

/** One enabled product of an enabled category, in menu order then category order. */
export interface PublicProductRow {
  categoryId: string;
  categoryName: string;
  categoryTranslations: (typeof categories.$inferSelect)['translations'];
  id: string;
  name: string;
  price: string;
  description: string | null;
  image: string | null;
  /** Size of the uploaded original (the variants are derived from it). */
  imageWidth: number | null;
  imageHeight: number | null;
  allergens: ProductRow['allergens'];
  dietary: ProductRow['dietary'];
  soldOut: boolean;
  variants: ProductRow['variants'];
  translations: ProductRow['translations'];
}

type ProductRow = typeof products.$inferSelect;

/** Rows one query of a menu's products should return at most (a category is never split). */
const PRODUCT_ROWS_PER_READ = 1000;

/**
 * Consecutive categories in groups of at most PRODUCT_ROWS_PER_READ links (a category with more
 * is a group of its own): one query each. Links count hidden products too, so a group may return
 * fewer rows, never more.
 */
function readGroups(sections: readonly { id: string; links: number }[]): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const { id, links } of sections) {
    if (current.length > 0 && size + links > PRODUCT_ROWS_PER_READ) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(id);
    size += links;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * Reads of the public menu page. No owner filter: a menu id is its public address. Visibility
 * (docs/public-menu.md) is applied in SQL, so hidden rows are never even read.
 */
export function createPublicMenusRepository(db: Database) {
  /** Not a business a catalogue import is still writing (docs/security.md, "Imports"). */
  const published = eq(businesses.importPending, false);
  /** A business's enabled menus, but `except`. */
  const enabledMenusOf = (businessId: string, except?: string) =>
    and(
      eq(menus.businessId, businessId),
      eq(menus.enabled, true),
      except ? ne(menus.id, except) : undefined,
    );
  const oldestFirst = [asc(menus.createdAt), asc(menus.id)];

  /** The menu's visible products of the categories `categoryIds`, in menu order. */
  const productsOf = (
    menuId: string,
    categoryIds: readonly string[],
    includeSoldOut: boolean,
    limit: number | undefined,
  ): Promise<PublicProductRow[]> => {
    const query = db
      .select({
        categoryId: categories.id,
        categoryName: categories.name,
        categoryTranslations: categories.translations,
        id: products.id,
        name: products.name,
        price: products.price,
        description: products.description,
        image: products.image,
        imageWidth: files.width,
        imageHeight: files.height,
        allergens: products.allergens,
        dietary: products.dietary,
        soldOut: products.soldOut,
        variants: products.variants,
        translations: products.translations,
      })
      .from(menuCategories)
      .innerJoin(
        categories,
        and(eq(categories.id, menuCategories.categoryId), eq(categories.enabled, true)),
      )
      .innerJoin(categoryProducts, eq(categoryProducts.categoryId, categories.id))
      .innerJoin(
        products,
        and(
          eq(products.id, categoryProducts.productId),
          eq(products.enabled, true),
          includeSoldOut ? undefined : eq(products.soldOut, false),
        ),
      )
      .leftJoin(files, eq(files.name, products.image))
      .where(and(eq(menuCategories.menuId, menuId), inArray(categories.id, [...categoryIds])))
      .orderBy(asc(menuCategories.position), asc(categoryProducts.position));
    return limit === undefined ? query : query.limit(limit);
  };

  return {
    /** The business content version behind a menu; null when the menu does not exist. */
    async contentVersion(menuId: string): Promise<number | null> {
      const [row] = await db
        .select({ version: businesses.contentVersion })
        .from(menus)
        .innerJoin(businesses, eq(businesses.id, menus.businessId))
        .where(and(eq(menus.id, menuId), published))
        .limit(1);
      return row ? Number(row.version) : null;
    },

    async findMenu(menuId: string): Promise<PublicMenuRow | null> {
      const [row] = await db
        .select({
          id: menus.id,
          name: menus.name,
          slug: menus.slug,
          enabled: menus.enabled,
          theme: menus.theme,
          hours: menus.hours,
          translations: menus.translations,
          business: businesses,
        })
        .from(menus)
        .innerJoin(businesses, eq(businesses.id, menus.businessId))
        .where(and(eq(menus.id, menuId), published))
        .limit(1);
      return row ?? null;
    },

    /** The business a slug leads to, its current one or a former one; null: none. */
    async businessIdBySlug(slug: string): Promise<string | null> {
      const [row] = await db
        .select({ id: businessSlugs.businessId })
        .from(businessSlugs)
        .where(eq(businessSlugs.slug, slug))
        .limit(1);
      return row?.id ?? null;
    },

    /** The menu a slug leads to among a business's menus, current or former; null: none. */
    async menuIdBySlug(businessId: string, slug: string): Promise<string | null> {
      const [row] = await db
        .select({ id: menuSlugs.menuId })
        .from(menuSlugs)
        .where(and(eq(menuSlugs.businessId, businessId), eq(menuSlugs.slug, slug)))
        .limit(1);
      return row?.id ?? null;
    },

    /** A business's content version; null when it does not exist (its page's freshness). */
    async businessVersion(businessId: string): Promise<number | null> {
      const [row] = await db
        .select({ version: businesses.contentVersion })
        .from(businesses)
        .where(and(eq(businesses.id, businessId), published))
        .limit(1);
      return row ? Number(row.version) : null;
    },

    async findBusiness(businessId: string): Promise<PublicBusinessRow | null> {
      const [row] = await db
        .select()
        .from(businesses)
        .where(and(eq(businesses.id, businessId), published))
        .limit(1);
      return row ?? null;
    },

    /** A business's enabled menus, oldest first, with their look: what its page lists. */
    async placeMenus(businessId: string): Promise<PlaceMenuRow[]> {
      return db
        .select({ ...SIBLING_COLUMNS, theme: menus.theme })
        .from(menus)
        .where(enabledMenusOf(businessId))
        .orderBy(...oldestFirst)
        .limit(PLACE_MENUS_MAX);
    },

    /** The business's enabled menus other than `menuId`, oldest first. */
    async siblingMenus(businessId: string, menuId: string): Promise<SiblingMenuRow[]> {
      return db
        .select(SIBLING_COLUMNS)
        .from(menus)
        .where(enabledMenusOf(businessId, menuId))
        .orderBy(...oldestFirst)
        .limit(SIBLING_MENUS_MAX);
    },

    /**
     * Enabled products of the menu's enabled categories, ordered; sold-out ones only when the
     * business shows them. A category without such a product has no row, so it drops out by itself.
     * Read a few categories at a time, about PRODUCT_ROWS_PER_READ rows per query with a turn of
     * the event loop between queries: the embedded database runs a query on this thread, and a
     * 20,000-dish menu read at once held it over a second (docs/security.md, "Reading a big menu").
     */
    async visibleProducts(
      menuId: string,
      { includeSoldOut, limit }: { includeSoldOut: boolean; limit?: number },
    ): Promise<PublicProductRow[]> {
      const sections = await db
        .select({ id: categories.id, links: count(categoryProducts.productId) })
        .from(menuCategories)
        .innerJoin(
          categories,
          and(eq(categories.id, menuCategories.categoryId), eq(categories.enabled, true)),
        )
        .leftJoin(categoryProducts, eq(categoryProducts.categoryId, categories.id))
        .where(eq(menuCategories.menuId, menuId))
        .groupBy(categories.id, menuCategories.position)
        .orderBy(asc(menuCategories.position));
      const rows: PublicProductRow[] = [];
      for (const group of readGroups(sections)) {
        if (rows.length > 0) await nextTurn();
        const left = limit === undefined ? undefined : limit - rows.length;
        for (const row of await productsOf(menuId, group, includeSoldOut, left)) rows.push(row);
        if (left !== undefined && rows.length >= limit!) break;
      }
      return rows;
    },
  };
}
