import {
  escapeHtml,
  themeStyleVariables,
  type Language,
  type PublicMenuPageAssets,
  type Theme,
} from '@carta/shared/core';
import { PAGE_DATA_ELEMENT_ID, PAGE_ROOT_ELEMENT_ID } from '../page-data';

/** JSON inside <script>: nothing in it can close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface PageDocumentParts {
  /** Language of the page's own texts (`<html lang>`). */
  language: Language;
  /** Its font is preloaded and inlined, its background is the browser's theme colour. */
  theme: Theme | null;
  /** Title, description, links and structured data. */
  head: string;
  /** The server-rendered view. */
  body: string;
  /** The view's props, for hydration. */
  data: unknown;
  assets: PublicMenuPageAssets;
}

/** A public page's HTML document: the same shell for a menu and for a business's page. */
export function pageDocument({ language, theme, head, body, data, assets }: PageDocumentParts) {
  const font = theme ? (assets.fontCss[theme.fontFamily] ?? '') : '';
  const fontFiles = theme ? (assets.fontPreloads[theme.fontFamily] ?? []) : [];
  const themeColor = theme ? themeStyleVariables(theme)['--menu-background-color'] : '#F9FAFB';
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
    head,
    `<style>html,body{margin:0}${font}${assets.css}</style>`,
    // Without JavaScript the Share menu cannot open; the address bar still shares the page.
    '<noscript><style>.pm-header-share{display:none}</style></noscript>',
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    '</head>',
    '<body>',
    `<div id="${PAGE_ROOT_ELEMENT_ID}">${body}</div>`,
    `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptJson(data)}</script>`,
    ...assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
    '</body>',
    '</html>',
  ].join('');
}

/** `<link rel="alternate" hreflang>` for each language of a page in several, and x-default. */
export function languageAlternates(languages: readonly string[], url: string): string[] {
  if (languages.length < 2) return [];
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;
  return [
    ...languages.map((language) => link(language, `${url}?lang=${language}`)),
    link('x-default', url),
  ];
}
