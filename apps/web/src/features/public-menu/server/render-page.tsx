import { renderToString } from 'react-dom/server';
import {
  escapeHtml,
  themeStyleVariables,
  type Language,
  type PublicMenu,
  type PublicMenuAvailable,
  type PublicMenuPageInput,
} from '@carta/shared/core';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import { PublicMenuView, type PublicMenuViewProps } from '../components/public-menu-view';
import { fill } from '../lib/fill';
import { PAGE_DATA_ELEMENT_ID, PAGE_ROOT_ELEMENT_ID } from '../page-data';
import { menuJsonLd } from './json-ld';

const bundles = { en, es } as const;

/** JSON inside <script>: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

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

/** Each language of a menu in several is its own page. */
const canonicalUrl = (menu: PublicMenuAvailable, menuUrl: string) =>
  menu.business.languages.length > 1 ? `${menuUrl}?lang=${menu.language}` : menuUrl;

/** The menu in each of its languages, for search engines (none for a one-language menu). */
function alternates(menu: PublicMenuAvailable, menuUrl: string): string[] {
  const { languages } = menu.business;
  if (languages.length < 2) return [];
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;
  return [
    ...languages.map((language) => link(language, `${menuUrl}?lang=${language}`)),
    link('x-default', menuUrl),
  ];
}

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
    `<link rel="canonical" href="${escapeHtml(canonicalUrl(menu, input.menuUrl))}">`,
    ...alternates(menu, input.menuUrl),
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
 * The whole HTML document of `/m/:menuId`: head tags for link previews and search, the theme's
 * font and the page's CSS inlined, the menu rendered by the same components the browser then
 * hydrates (with the data inlined), and the small script that does it.
 */
export function renderPublicMenuPage(input: PublicMenuPageInput): string {
  const { menu, assets, language } = input;
  const props = pageViewProps(input);
  const body = renderToString(<PublicMenuView {...props} />);
  const font = menu.enabled ? (assets.fontCss[menu.theme.fontFamily] ?? '') : '';
  const fontFiles = menu.enabled ? (assets.fontPreloads[menu.theme.fontFamily] ?? []) : [];
  const themeColor = menu.enabled
    ? themeStyleVariables(menu.theme)['--menu-background-color']
    : '#F9FAFB';
  return [
    '<!doctype html>',
    `<html lang="${language satisfies Language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="theme-color" content="${escapeHtml(themeColor)}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...fontFiles.map(
      (href) =>
        `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
    ),
    headTags(menu, input),
    `<style>html,body{margin:0}${font}${assets.css}</style>`,
    // Without JavaScript the Share menu cannot open; the address bar still shares the page.
    '<noscript><style>.pm-header-share{display:none}</style></noscript>',
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    '</head>',
    '<body>',
    `<div id="${PAGE_ROOT_ELEMENT_ID}">${body}</div>`,
    `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptJson(props)}</script>`,
    ...assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
    '</body>',
    '</html>',
  ].join('');
}
