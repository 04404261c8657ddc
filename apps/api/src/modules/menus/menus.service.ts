import {
  menuLanguagesOf,
  type ListQuery,
  type Menu,
  type MenuBusiness,
  type MenuInput,
  type MenuPatch,
  type MenuSummary,
  type PagedList,
  type OpeningRange,
  type Theme,
  ThemeSchema,
} from '@carta/shared';
import type { Database } from '../../db/client';
import { httpError } from '../../lib/http-errors';
import type { Author } from '../activity/author';
import { recordActivity } from '../activity/record-activity';
import { claimMenuSlug } from '../addresses/claim-slug';
import { findOwnedBusinessOr404 } from '../businesses/businesses.service';
import { imageUrls } from '../files/file-names';
import { definedOnly } from '../../lib/defined-only';
import { groupBy } from '../../lib/group-by';
import { readOwnedList } from '../../lib/owned-list';
import { orderedTranslations } from '../../lib/ordered-translations';
import { lockOwnChildren } from '../owned/ordered-children';
import { removeOwned } from '../owned/remove-owned';
import {
  createMenusRepository,
  type BusinessRow,
  type MenuCategoryJson,
  type MenuSummaryRow,
  type MenuWithBusiness,
} from './menus.repository';

const THEME_KEYS = Object.keys(ThemeSchema.shape) as (keyof Theme)[];

/**
 * The stored theme with the schema's fields only, in the schema's order: jsonb keeps keys in its
 * own order, and replies serialised without the schema must be the same JSON (validateResponses).
 */
function schemaOrderedTheme(stored: Theme): Theme {
  const theme: Partial<Record<keyof Theme, unknown>> = {};
  for (const key of THEME_KEYS) if (stored[key] !== undefined) theme[key] = stored[key];
  return theme as Theme;
}

/** Stored hours with their keys in the schema's order (jsonb keeps its own order). */
export const orderedHours = (hours: readonly OpeningRange[]): OpeningRange[] =>
  hours.map(({ days, from, to }) => ({ days, from, to }));

/** The business fields a menu carries for its header and contact links. */
export function toMenuBusiness(row: BusinessRow): MenuBusiness {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    logo_url: imageUrls(row.logo).url,
    phone: row.phone,
    website: row.website,
    whatsapp: row.whatsapp,
    instagram: row.instagram,
    facebook: row.facebook,
    twitter: row.twitter,
    currency: row.currency,
    languages: menuLanguagesOf(row.primaryLanguage, row.otherLanguages),
  };
}

/** What a menu and its list summary show after the categories, in the schema's key order. */
function menuSettings({ menu, business }: MenuWithBusiness) {
  return {
    theme: schemaOrderedTheme(menu.theme),
    business: toMenuBusiness(business),
    hours: orderedHours(menu.hours),
    translations: orderedTranslations(menu.translations, ['name']),
    created_at: menu.createdAt.toISOString(),
    updated_at: menu.updatedAt?.toISOString() ?? null,
  };
}

export function toMenu(
  { menu, business }: MenuWithBusiness,
  categories: readonly MenuCategoryJson[],
): Menu {
  return {
    id: menu.id,
    name: menu.name,
    slug: menu.slug,
    enabled: menu.enabled,
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      enabled: category.enabled,
      product_count: category.productCount,
    })),
    ...menuSettings({ menu, business }),
  };
}

/**
 * A menu as a list page shows it: its category count, not its categories. Keys in the schema's
 * order (the count last), as replies serialised without the schema must be the same JSON.
 */
export function toMenuSummary({ menu, business, categoryCount }: MenuSummaryRow): MenuSummary {
  return {
    id: menu.id,
    name: menu.name,
    slug: menu.slug,
    enabled: menu.enabled,
    ...menuSettings({ menu, business }),
    category_count: categoryCount,
  };
}

/** Menus with their categories, read with one query for all of them. */
async function withCategories(db: Database, rows: readonly MenuWithBusiness[]): Promise<Menu[]> {
  const links = await createMenusRepository(db).categoriesOf(rows.map((row) => row.menu.id));
  const byMenu = groupBy(links, (link) => link.menuId);
  return rows.map((row) => toMenu(row, byMenu.get(row.menu.id) ?? []));
}

async function findOwnedMenuOr404(db: Database, accountId: string, id: string) {
  const row = await createMenusRepository(db).findOwned(accountId, id);
  if (!row) throw httpError(404, 'notFound');
  return row;
}

/** A category of another business (or owner) in `categories`. */
const foreignCategory = { categories: 'categoryNotInBusiness' } as const;

export function createMenusService(db: Database) {
  const repository = createMenusRepository(db);

  return {
    async list(accountId: string, query: ListQuery): Promise<PagedList<MenuSummary>> {
      return readOwnedList(db, accountId, query, repository.list, toMenuSummary);
    },

    async get(accountId: string, id: string): Promise<Menu> {
      const row = await repository.findOwnedDetail(accountId, id);
      if (!row) throw httpError(404, 'notFound');
      return toMenu(row, row.categories);
    },

    /** The categories must be the business's own; their order is kept exactly. */
    async create(author: Author, input: MenuInput): Promise<Menu> {
      return db.transaction(async (tx) => {
        const menus = createMenusRepository(tx);
        const business = await findOwnedBusinessOr404(tx, author.accountId, input.business.id);
        const categoryIds = await lockOwnChildren(
          menus.categoryLinks,
          business.id,
          input.categories,
          foreignCategory,
        );
        let created = await menus.insert(business.id, {
          name: input.name,
          theme: input.theme,
          enabled: input.enabled,
          hours: input.hours,
          translations: input.translations ?? {},
        });
        await menus.categoryLinks.replace(created, categoryIds);
        // Claimed before it is set: a taken slug answers 409, never a unique violation.
        if (input.slug) {
          await claimMenuSlug(tx, { businessId: business.id, menuId: created.id }, input.slug);
          created =
            (await menus.update(author.accountId, created.id, { slug: input.slug })) ?? created;
        }
        await recordActivity(tx, {
          businessId: business.id,
          type: 'menu',
          action: 'created',
          itemId: created.id,
          itemName: created.name,
          ...author,
        });
        const [menu] = await withCategories(tx, [{ menu: created, business }]);
        return menu!;
      });
    },

    /**
     * Fields left out stay as they are; `categories` replaces membership and order. All or
     * nothing: a rejected category id rolls back the whole update. `business` is ignored.
     */
    async update(author: Author, id: string, input: MenuPatch): Promise<Menu> {
      return db.transaction(async (tx) => {
        const menus = createMenusRepository(tx);
        const { menu: current, business } = await findOwnedMenuOr404(tx, author.accountId, id);
        const categoryIds =
          input.categories &&
          (await lockOwnChildren(
            menus.categoryLinks,
            business.id,
            input.categories,
            foreignCategory,
          ));
        if (input.slug && input.slug !== current.slug) {
          await claimMenuSlug(tx, { businessId: business.id, menuId: id }, input.slug);
        }
        const updated = await menus.update(
          author.accountId,
          id,
          definedOnly({
            name: input.name,
            slug: input.slug,
            theme: input.theme,
            enabled: input.enabled,
            hours: input.hours,
            translations: input.translations,
          }),
        );
        if (!updated) throw httpError(404, 'notFound');
        if (categoryIds) await menus.categoryLinks.replace(updated, categoryIds);
        await recordActivity(tx, {
          businessId: updated.businessId,
          type: 'menu',
          action: 'updated',
          itemId: id,
          itemName: updated.name,
          ...author,
        });
        const [menu] = await withCategories(tx, [{ menu: updated, business }]);
        return menu!;
      });
    },

    /** Its categories and their products stay. */
    async remove(author: Author, id: string): Promise<void> {
      await removeOwned(db, author, id, {
        type: 'menu',
        repository: createMenusRepository,
        describe: ({ menu }) => ({ businessId: menu.businessId, name: menu.name }),
      });
    },
  };
}
