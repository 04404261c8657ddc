import type { Language } from './constants';
import type { DietFilter } from './dietary';
import type { PublicMenu } from './schemas/menu';
import type { PublicPlace } from './schemas/public-place';
import type { FontFamily } from './theme/tokens';

/** The built files the public menu page links or inlines (read from the web build's manifest). */
export interface PublicMenuPageAssets {
  /** Module scripts, in order (the entry last). */
  scripts: string[];
  /** Modules the entry imports, preloaded so they load in parallel. */
  modulePreloads: string[];
  /** The page's own stylesheet, inlined so nothing blocks the first paint. */
  css: string;
  /** `@font-face` rules of each theme font; a page inlines only its theme's. */
  fontCss: Partial<Record<FontFamily, string>>;
  /**
   * The Latin regular and bold files of each font, preloaded so text is drawn once in its own
   * face instead of being laid out again when the font arrives (no shift, less main-thread work).
   */
  fontPreloads: Partial<Record<FontFamily, string[]>>;
}

export interface PublicMenuPageInput {
  menu: PublicMenu;
  /** Language of the page's own texts (the menu's content is as the owner typed it). */
  language: Language;
  /** The guest's allergen and dietary filter from the query string (empty: everything). */
  filter: DietFilter;
  /** APP_URL and the menu's path: canonical address, share link and QR content. */
  menuUrl: string;
  /**
   * The guest's address named the language (`?lang=`): the canonical address names it too. Without
   * it the page is the language-neutral address (`x-default`) and is its own canonical.
   */
  languageInAddress?: boolean;
  /**
   * The part of a big menu to render, from 1 (`?part=`; docs/public-menu.md, "A big menu in
   * parts"); past the last part, the last. The page holds at most PUBLIC_MENU_PART_DISHES dishes.
   */
  part?: number;
  /** APP_URL without a trailing slash. */
  appUrl: string;
  supportEmail: string;
  assets: PublicMenuPageAssets;
}

/** A business's page `/b/:businessId`: its menus, served-now first (docs/product.md). */
export interface PublicPlacePageInput {
  place: PublicPlace;
  /** Language of the page's own texts. */
  language: Language;
  /** APP_URL and the place's path: canonical address, share link and QR content. */
  placeUrl: string;
  /** As on a menu page (PublicMenuPageInput). */
  languageInAddress?: boolean;
  appUrl: string;
  supportEmail: string;
  assets: PublicMenuPageAssets;
}

/**
 * The page a guest gets with a 503 when renders wait too long (docs/public-menu.md, "A big menu
 * in parts"): it reloads itself after `retryAfterSeconds`, with or without JavaScript.
 */
export interface PublicBusyPageInput {
  busy: true;
  language: Language;
  retryAfterSeconds: number;
  assets: PublicMenuPageAssets;
}

/**
 * The server-side renderer of the public menu page, built from the web app's components
 * (apps/web/src/features/public-menu/server) and loaded by the API at start.
 */
export type RenderPublicMenuPage = (
  input: PublicMenuPageInput | PublicPlacePageInput | PublicBusyPageInput,
) => string;
