import { LIMITS } from './constants';

/**
 * Readable public addresses (docs/product.md, "Readable addresses"): a business may have a slug
 * (`/b/casa-pepe`) and each of its menus one of its own (`/m/casa-pepe/dinner`). Ids keep working
 * as addresses; every address of a page answers with a redirect to its canonical one.
 */

/** Lowercase letters and digits in words joined by single hyphens: `casa-pepe`, `menu-2`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The shape of an id (a UUID): never a slug, so an address segment is one or the other. */
const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isIdShaped = (value: string): boolean => ID_SHAPE.test(value);

/** A well-formed slug: the pattern, the length limits, and not the shape of an id. */
export function isSlug(value: string): boolean {
  return (
    value.length >= LIMITS.slugMin &&
    value.length <= LIMITS.slugMax &&
    SLUG_PATTERN.test(value) &&
    !isIdShaped(value)
  );
}

/**
 * A slug suggested from a name: accents dropped ('Café Pepé' → 'cafe-pepe'), other characters
 * turned into single hyphens, cut to the maximum length. '' when nothing usable is left.
 */
export function slugify(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[ø]/g, 'o')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = words.slice(0, LIMITS.slugMax).replace(/-+$/, '');
  return cut.length >= LIMITS.slugMin ? cut : '';
}

/** What an address needs of a business or a menu. */
export interface Addressable {
  id: string;
  slug: string | null;
}

/** The path of a business's page: `/b/<slug>`, else `/b/<id>`. */
export const placePath = (business: Addressable): string =>
  `/b/${encodeURIComponent(business.slug ?? business.id)}`;

/**
 * The path of a menu's page: `/m/<business slug or id>/<menu slug>` when the menu has a slug,
 * else `/m/<menu id>`.
 */
export const menuPath = (menu: Addressable, business: Addressable): string =>
  menu.slug
    ? `/m/${encodeURIComponent(business.slug ?? business.id)}/${encodeURIComponent(menu.slug)}`
    : `/m/${encodeURIComponent(menu.id)}`;

/** The query parameter that marks a page view as coming from a QR code (docs/product.md, "Menu views"). */
export const VIEW_SOURCE_PARAM = 'src';

/**
 * The address a QR code encodes: the page's absolute address with `?src=qr`, so that views
 * from printed and shared QR codes are told apart from views through a link.
 */
export function qrAddress(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set(VIEW_SOURCE_PARAM, 'qr');
  return url.toString();
}
