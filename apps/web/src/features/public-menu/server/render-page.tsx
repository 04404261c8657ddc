import { renderToString } from 'react-dom/server';
import {
  categoryParts,
  escapeHtml,
  MENU_PART_PARAM,
  partCategories,
  partNumber,
  splitMenu,
  type PublicMenu,
  type PublicBusyPageInput,
  type PublicMenuAvailable,
  type PublicMenuPageInput,
  type PublicPlacePageInput,
} from '@carta/shared/core';
import type { MenuPartsInfo } from '../components/menu-parts';
import { PublicMenuView, type PublicMenuViewProps } from '../components/public-menu-view';
import { fill } from '../lib/fill';
import { menuJsonLd } from './json-ld';
import { bundles } from './page-bundles';
import { languageAlternates, pageDocument, scriptJson } from './page-document';
import { renderPlacePage } from './render-place';

/**
 * The part of a menu the page shows (docs/public-menu.md, "A big menu in parts"): at most
 * PUBLIC_MENU_PART_DISHES dishes, so what a render builds (HTML, inlined data, structured data) is
 * bounded whatever the menu's size. `parts` is absent when the menu is one page.
 */
export function menuPart(
  menu: PublicMenu,
  part: number | undefined,
): { menu: PublicMenu; parts?: MenuPartsInfo } {
  if (!menu.enabled) return { menu };
  const split = splitMenu(menu.categories.map((category) => category.products.length));
  if (split.length < 2) return { menu };
  const current = partNumber(String(part ?? 1), split.length);
  const first = categoryParts(split, menu.categories.length);
  const slices = split[current - 1]!;
  const name = (index: number) => menu.categories[index]!.name;
  return {
    menu: {
      ...menu,
      categories: partCategories(menu.categories, slices),
    },
    parts: {
      current,
      count: split.length,
      index: menu.categories.map(({ id, name: categoryName, untranslated }, index) => ({
        id,
        name: categoryName,
        ...(untranslated ? { untranslated } : {}),
        part: first[index]!,
      })),
      continued: slices
        .filter((slice) => slice.start > 0)
        .map((slice) => menu.categories[slice.category]!.id),
      spans: split.map((slices) => ({
        first: name(slices[0]!.category),
        last: name(slices[slices.length - 1]!.category),
      })),
    },
  };
}

/** Every text of the page: what the HTML shows and what hydration needs. */
export function pageViewProps(input: PublicMenuPageInput): PublicMenuViewProps {
  const texts = bundles[input.language];
  const { menu, parts } = menuPart(input.menu, input.part);
  return {
    menu,
    ...(parts
      ? {
          parts,
          ...(input.languageInAddress && menu.enabled ? { addressLang: menu.language } : {}),
        }
      : {}),
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
const canonicalUrl = (menu: PublicMenuAvailable, input: PublicMenuPageInput, part: number) => {
  const params = [
    ...(menu.business.languages.length > 1 && input.languageInAddress
      ? [`lang=${menu.language}`]
      : []),
    ...(part > 1 ? [`${MENU_PART_PARAM}=${part}`] : []),
  ];
  return params.length ? `${input.menuUrl}?${params.join('&')}` : input.menuUrl;
};

/** `menu` is the whole menu (its categories name the page); `shown` the part on the page. */
function headTags(
  menu: PublicMenu,
  input: PublicMenuPageInput,
  shown: PublicMenu,
  part: number,
): string {
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
    `<link rel="canonical" href="${escapeHtml(canonicalUrl(menu, input, part))}">`,
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
    shown.enabled
      ? `<script type="application/ld+json">${scriptJson(menuJsonLd(shown, input))}</script>`
      : '',
  ].join('');
}

/** A small page that says the server is busy and reloads itself (a 503's body). */
function renderBusyPage(input: PublicBusyPageInput): string {
  const texts = bundles[input.language].publicPage;
  return pageDocument({
    language: input.language,
    theme: null,
    head: [
      `<title>${escapeHtml(texts.busyTitle)}</title>`,
      '<meta name="robots" content="noindex">',
      `<meta http-equiv="refresh" content="${Math.max(1, Math.round(input.retryAfterSeconds))}">`,
    ].join(''),
    body: `<div class="pm"><main class="pm-center"><div class="pm-card pm-notice"><h1 class="pm-notice-title">${escapeHtml(texts.busyTitle)}</h1><p class="pm-notice-text">${escapeHtml(texts.busyText)}</p></div></main></div>`,
    data: null,
    assets: { ...input.assets, scripts: [], modulePreloads: [] },
  });
}

/**
 * The whole HTML document of `/m/:menuId` (or, given a place, of `/b/:businessId`): head tags for
 * link previews and search, the theme's font and the page's CSS inlined, the page rendered by the
 * same components the browser then hydrates (with the data inlined), and the small script that
 * does it.
 */
export function renderPublicMenuPage(
  input: PublicMenuPageInput | PublicPlacePageInput | PublicBusyPageInput,
): string {
  if ('busy' in input) return renderBusyPage(input);
  if ('place' in input) return renderPlacePage(input);
  const { menu } = input;
  const props = pageViewProps(input);
  return pageDocument({
    language: input.language,
    theme: menu.enabled ? menu.theme : null,
    head: headTags(menu, input, props.menu, props.parts?.current ?? 1),
    body: renderToString(<PublicMenuView {...props} />),
    data: props,
    assets: input.assets,
  });
}
