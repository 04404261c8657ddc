import {
  LARGE_IMAGE_MAX,
  menuAvailability,
  menuLanguagesOf,
  translatedField,
  untranslatedFields,
  untranslatedProp,
  type ContentLanguage,
  type Translations,
  type PublicMenu,
  type PublicMenuAvailability,
  type PublicMenuBusiness,
  type PublicMenuCategory,
} from '@carta/shared';
import { imageUrls } from '../files/file-names';
import type {
  PublicBusinessRow,
  PublicMenuRow,
  PublicProductRow,
  SiblingMenuRow,
} from './public-menus.repository';

/** Size of the large variant: the original fitted inside LARGE_IMAGE_MAX, never enlarged. */
export function largeVariantSize(
  width: number | null,
  height: number | null,
): { width: number; height: number } | null {
  if (!width || !height) return null;
  const scale = Math.min(1, LARGE_IMAGE_MAX.width / width, LARGE_IMAGE_MAX.height / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Groups the ordered product rows into categories, keeping the order they came in; texts in
 * `language`, each field falling back to the primary text on its own.
 */
function toCategories(
  rows: readonly PublicProductRow[],
  language: ContentLanguage,
  primary: ContentLanguage,
): PublicMenuCategory[] {
  const untranslated = <F extends string>(
    texts: Partial<Record<F, string | null>>,
    translations: Translations<F> | null | undefined,
  ) => untranslatedProp(untranslatedFields(texts, translations, language, primary));
  const byId = new Map<string, PublicMenuCategory>();
  for (const row of rows) {
    let category = byId.get(row.categoryId);
    if (!category) {
      const name = translatedField(row.categoryName, row.categoryTranslations, language, 'name');
      category = {
        id: row.categoryId,
        name,
        ...untranslated({ name: row.categoryName }, row.categoryTranslations),
        products: [],
      };
      byId.set(row.categoryId, category);
    }
    const image = imageUrls(row.image);
    const size = row.image ? largeVariantSize(row.imageWidth, row.imageHeight) : null;
    category.products.push({
      id: row.id,
      name: translatedField(row.name, row.translations, language, 'name'),
      price: row.price,
      description:
        translatedField(row.description ?? '', row.translations, language, 'description') || null,
      image_url: image.url,
      thumb_url: image.thumbUrl,
      image_width: size?.width ?? null,
      image_height: size?.height ?? null,
      allergens: row.allergens,
      dietary: row.dietary,
      sold_out: row.soldOut,
      variants: row.variants.map((variant) => ({
        name: translatedField(variant.name, variant.translations, language, 'name'),
        price: variant.price,
        ...untranslated({ name: variant.name }, variant.translations),
      })),
      ...untranslated({ name: row.name, description: row.description }, row.translations),
    });
  }
  // Sold-out products go last in their category, in their own order (docs/public-menu.md).
  for (const category of byId.values()) {
    category.products = [
      ...category.products.filter((product) => !product.sold_out),
      ...category.products.filter((product) => product.sold_out),
    ];
  }
  return [...byId.values()];
}

/**
 * A menu's hours at `at`, and until when that answer holds (ms since the epoch, or null). The
 * names of the menus open now are the primary ones; `toPublicMenu` translates them.
 */
export function availabilityAt(
  menu: Pick<PublicMenuRow, 'hours' | 'business'>,
  siblings: readonly SiblingMenuRow[],
  at: Date,
): {
  availability: PublicMenuAvailability;
  validUntil: number | null;
  siblingTranslations: SiblingTranslations;
} {
  const zone = menu.business.timeZone;
  const own = menuAvailability(menu.hours, zone, at);
  const changes = [own.nextChange];
  const openNow: PublicMenuAvailability['open_now'] = [];
  const siblingTranslations: SiblingTranslations = new Map();
  if (!own.open) {
    for (const sibling of siblings) {
      const state = menuAvailability(sibling.hours, zone, at);
      changes.push(state.nextChange);
      if (state.open) openNow.push({ id: sibling.id, name: sibling.name, slug: sibling.slug });
      if (state.open) siblingTranslations.set(sibling.id, sibling.translations);
    }
  }
  const times = changes.filter((change) => change !== null).map((change) => Date.parse(change));
  return {
    availability: {
      open: own.open,
      next_open: own.nextOpen,
      time_zone: zone,
      open_now: openNow,
    },
    validUntil: times.length ? Math.min(...times) : null,
    siblingTranslations,
  };
}

/** The translated names of the menus open now, by id. */
export type SiblingTranslations = Map<string, SiblingMenuRow['translations']>;

/** The business header of a public page: no stored file names, the logo as URLs. */
export function toPublicBusiness(business: PublicBusinessRow): PublicMenuBusiness {
  const logo = imageUrls(business.logo);
  return {
    id: business.id,
    name: business.name,
    slug: business.slug,
    logo_url: logo.url,
    logo_thumb_url: logo.thumbUrl,
    phone: business.phone,
    website: business.website,
    whatsapp: business.whatsapp,
    instagram: business.instagram,
    facebook: business.facebook,
    twitter: business.twitter,
    currency: business.currency,
    languages: menuLanguagesOf(business.primaryLanguage, business.otherLanguages),
  };
}

/**
 * What a guest may see of a menu (docs/public-menu.md): a disabled menu is only `{ enabled: false }`;
 * otherwise the business header and the visible products (already filtered and ordered by the
 * query) grouped by category.
 */
export function toPublicMenu(
  menu: PublicMenuRow,
  products: readonly PublicProductRow[],
  availability: PublicMenuAvailability,
  language: ContentLanguage,
  siblingTranslations: SiblingTranslations = new Map(),
): PublicMenu {
  if (!menu.enabled) return { enabled: false };
  const primary = menu.business.primaryLanguage;
  const untranslatedName = (
    name: string,
    translations: SiblingMenuRow['translations'] | undefined,
  ) => untranslatedProp(untranslatedFields({ name }, translations, language, primary));
  return {
    id: menu.id,
    name: translatedField(menu.name, menu.translations, language, 'name'),
    slug: menu.slug,
    enabled: true,
    theme: menu.theme,
    business: toPublicBusiness(menu.business),
    categories: toCategories(products, language, primary),
    availability: {
      ...availability,
      open_now: availability.open_now.map(({ id, name, slug }) => ({
        id,
        name: translatedField(name, siblingTranslations.get(id), language, 'name'),
        slug,
        ...untranslatedName(name, siblingTranslations.get(id)),
      })),
    },
    language,
    ...untranslatedName(menu.name, menu.translations),
  };
}
