import {
  CATALOGUE_FORMAT,
  CATALOGUE_VERSION,
  menuLanguagesOf,
  type CatalogueDocument,
  type CatalogueDocumentValues,
} from '@carta/shared';
import { groupBy } from '../../lib/group-by';
import { orderedTranslations } from '../../lib/ordered-translations';
import type { BusinessRow } from '../businesses/businesses.repository';
import type {
  CategoryRow,
  Link,
  MenuRow,
  NewCategory,
  NewMenu,
  NewProduct,
  ProductRow,
} from './transfer.repository';

/**
 * The JSON catalogue export (docs/product.md, "Import and export"): a versioned document of a
 * business's settings, products, categories and menus, where categories and menus refer to their
 * products and categories by `ref` (the source's ids). Left out on purpose: the business and menu
 * addresses (slugs, unique), the logo and product images (stored files), activity and views.
 */

export interface Catalogue {
  business: BusinessRow;
  products: ProductRow[];
  categories: CategoryRow[];
  menus: MenuRow[];
  categoryLinks: Link[];
  menuLinks: Link[];
}

const childrenOf = (links: Link[]) => {
  const byParent = groupBy(links, (link) => link.parentId);
  return (parentId: string) =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.position - b.position)
      .map((link) => link.childId);
};

/** A business's catalogue → the export document (valid input of CatalogueDocumentSchema). */
export function toCatalogueDocument(catalogue: Catalogue, now: Date) {
  const { business } = catalogue;
  const productsOf = childrenOf(catalogue.categoryLinks);
  const categoriesOf = childrenOf(catalogue.menuLinks);
  return {
    format: CATALOGUE_FORMAT,
    version: CATALOGUE_VERSION,
    exported_at: now.toISOString(),
    business: {
      name: business.name,
      phone: business.phone,
      whatsapp: business.whatsapp,
      website: business.website,
      instagram: business.instagram,
      facebook: business.facebook,
      twitter: business.twitter,
      currency: business.currency,
      show_sold_out: business.showSoldOut,
      time_zone: business.timeZone,
      primary_language: business.primaryLanguage,
      other_languages: menuLanguagesOf(business.primaryLanguage, business.otherLanguages).slice(1),
    },
    products: catalogue.products.map((product) => ({
      ref: product.id,
      name: product.name,
      description: product.description,
      price: product.price,
      enabled: product.enabled,
      allergens: product.allergens,
      dietary: product.dietary,
      sold_out: product.soldOut,
      variants: product.variants.map((variant) => ({
        name: variant.name,
        price: variant.price,
        translations: orderedTranslations(variant.translations, ['name']),
      })),
      translations: orderedTranslations(product.translations, ['name', 'description']),
    })),
    categories: catalogue.categories.map((category) => ({
      ref: category.id,
      name: category.name,
      enabled: category.enabled,
      translations: orderedTranslations(category.translations, ['name']),
      products: productsOf(category.id),
    })),
    menus: catalogue.menus.map((menu) => ({
      name: menu.name,
      enabled: menu.enabled,
      theme: menu.theme,
      hours: menu.hours,
      translations: orderedTranslations(menu.translations, ['name']),
      categories: categoriesOf(menu.id),
    })),
  } satisfies CatalogueDocumentValues;
}

/** The stored values of a validated document's parts. */
export function documentValues(document: CatalogueDocument) {
  const products: NewProduct[] = document.products.map((product) => ({
    name: product.name,
    price: product.price,
    description: product.description ?? null,
    image: null,
    enabled: product.enabled,
    allergens: product.allergens ?? null,
    dietary: product.dietary ?? [],
    soldOut: product.sold_out ?? false,
    variants: product.variants ?? [],
    translations: product.translations ?? {},
  }));
  const categories: NewCategory[] = document.categories.map((category) => ({
    name: category.name,
    enabled: category.enabled,
    translations: category.translations ?? {},
  }));
  const menus: NewMenu[] = document.menus.map((menu) => ({
    name: menu.name,
    enabled: menu.enabled,
    theme: menu.theme,
    hours: menu.hours,
    translations: menu.translations ?? {},
  }));
  return { products, categories, menus };
}
