import { renderToString } from 'react-dom/server';
import {
  escapeHtml,
  type PublicMenu,
  type PublicMenuAvailable,
  type PublicMenuPageInput,
  type PublicPlacePageInput,
} from '@carta/shared/core';
import { PublicMenuView, type PublicMenuViewProps } from '../components/public-menu-view';
import { fill } from '../lib/fill';
import { menuJsonLd } from './json-ld';
import { bundles } from './page-bundles';
import { languageAlternates, pageDocument, scriptJson } from './page-document';
import { renderPlacePage } from './render-place';

/** Every text of the page: what the HTML shows and what hydration needs. */
export function pageViewProps(input: PublicMenuPageInput): PublicMenuViewProps {
  const texts = bundles[input.language];
  return {
    menu: input.menu,
    texts: texts.publicMenu,
    shareTexts: texts.share,
    language: input.language,
    filter: input.filter,
    shareUrl: input.menuUrl,
    homeUrl: input.appUrl,
    supportEmail: input.supportEmail,
  };
}

/**
 * Each language of a menu in several is its own page (`?lang=`); the address without it chooses
 * by the browser's languages, is the `x-default` alternate, and is its own canonical.
 */
const canonicalUrl = (menu: PublicMenuAvailable, input: PublicMenuPageInput) =>
  menu.business.languages.length > 1 && input.languageInAddress
    ? `${input.menuUrl}?lang=${menu.language}`
    : input.menuUrl;

function headTags(menu: PublicMenu, input: PublicMenuPageInput): string {
  const texts = bundles[input.language].publicPage;
  if (!menu.enabled) {
    return [
      `<title>${escapeHtml(texts.unavailableTitle)}</title>`,
      '<meta name="robots" content="noindex">',
    ].join('');
  }
  const title = fill(texts.title, { menu: menu.name, business: menu.business.name });
  const categoryNames = menu.categories.map((category) => category.name).join(', ');
  const description = categoryNames
    ? fill(texts.description, { business: menu.business.name, categories: categoryNames })
    : fill(texts.descriptionEmpty, { business: menu.business.name });
  const image = menu.business.logo_url ? `${input.appUrl}${menu.business.logo_url}` : null;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonicalUrl(menu, input))}">`,
    ...languageAlternates(menu.business.languages, input.menuUrl),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', input.menuUrl),
    meta('property', 'og:site_name', menu.business.name),
    meta('property', 'og:locale', input.language === 'es' ? 'es_ES' : 'en_US'),
    image ? meta('property', 'og:image', image) : '',
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    image ? meta('name', 'twitter:image', image) : '',
    `<script type="application/ld+json">${scriptJson(menuJsonLd(menu, input))}</script>`,
  ].join('');
}

/**
 * The whole HTML document of `/m/:menuId` (or, given a place, of `/b/:businessId`): head tags for
 * link previews and search, the theme's font and the page's CSS inlined, the page rendered by the
 * same components the browser then hydrates (with the data inlined), and the small script that
 * does it.
 */
export function renderPublicMenuPage(input: PublicMenuPageInput | PublicPlacePageInput): string {
  if ('place' in input) return renderPlacePage(input);
  const { menu } = input;
  const props = pageViewProps(input);
  return pageDocument({
    language: input.language,
    theme: menu.enabled ? menu.theme : null,
    head: headTags(menu, input),
    body: renderToString(<PublicMenuView {...props} />),
    data: props,
    assets: input.assets,
  });
}
