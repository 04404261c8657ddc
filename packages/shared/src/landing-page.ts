import type { Language } from './constants';
import type { PublicMenuPageAssets } from './public-menu-page';

/** What the server knows when it renders the landing page `/` (docs/product.md §1, landing). */
export interface LandingPageInput {
  language: Language;
  /**
   * The address named the language (`/?lang=es`): the canonical address names it too. `/` alone
   * chooses by the browser's languages, is the `x-default` alternate, and is its own canonical.
   */
  languageInAddress?: boolean;
  /** APP_URL without a trailing slash. */
  appUrl: string;
  supportEmail: string;
  /** The public menu page's CSS (the demo menu's styles) and its fonts' @font-face rules. */
  menuCss: string;
  fontCss: PublicMenuPageAssets['fontCss'];
  fontPreloads: PublicMenuPageAssets['fontPreloads'];
  /** The year in the footer's copyright line. */
  year: number;
}

export interface RenderedLandingPage {
  html: string;
  /** The text of each inline script, for the Content-Security-Policy's hashes. */
  inlineScripts: string[];
}

/**
 * The server-side renderer of the landing page, built from the web app's components
 * (apps/web/src/features/landing/server) and loaded by the API at start.
 */
export type RenderLandingPage = (input: LandingPageInput) => RenderedLandingPage;
