import { renderToString } from 'react-dom/server';
import {
  escapeHtml,
  LANGUAGES,
  THEME_PRESETS,
  type FontFamily,
  type LandingPageInput,
  type Language,
  type RenderedLandingPage,
} from '@carta/shared/core';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import { LandingPage } from '../components/landing-page';
import type { LandingPageProps } from '../types';
import landingCss from '../landing.css?inline';
import { DEMO_PRESET_IDS } from '../lib/demo-menus';
import { landingHeadScript } from './head-script';

const bundles = { en, es } as const;

const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_ES' };

/** The page's own font (Inter) and those of the demo's presets. */
const FONTS: FontFamily[] = [
  ...new Set<FontFamily>([
    'inter',
    ...DEMO_PRESET_IDS.map(
      (id) => THEME_PRESETS.find((preset) => preset.id === id)!.theme.fontFamily,
    ),
  ]),
];

function headTags(input: LandingPageInput): string {
  const texts = bundles[input.language].landing.meta;
  const home = `${input.appUrl}/`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const urlOf = (language: Language) => `${home}?lang=${language}`;
  return [
    `<title>${escapeHtml(texts.title)}</title>`,
    meta('name', 'description', texts.description),
    `<link rel="canonical" href="${escapeHtml(input.languageInAddress ? urlOf(input.language) : home)}">`,
    ...LANGUAGES.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(urlOf(language))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(home)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Carta'),
    meta('property', 'og:title', texts.title),
    meta('property', 'og:description', texts.description),
    meta('property', 'og:url', urlOf(input.language)),
    meta('property', 'og:locale', OG_LOCALES[input.language]),
    ...LANGUAGES.filter((language) => language !== input.language).map((language) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[language]),
    ),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', texts.title),
    meta('name', 'twitter:description', texts.description),
  ].join('');
}

/** Everything the components show, in the page's language. */
export function landingPageProps(input: LandingPageInput): LandingPageProps {
  const bundle = bundles[input.language];
  return {
    language: input.language,
    texts: bundle.landing,
    languageNames: bundle.language,
    menuTexts: bundle.publicMenu,
    shareTexts: bundle.share,
    presetNames: Object.fromEntries(
      DEMO_PRESET_IDS.map((id) => [id, bundle.themeEditor.presets[id].name]),
    ),
    appUrl: input.appUrl,
    supportEmail: input.supportEmail,
    year: input.year,
  };
}

/**
 * The whole document of `/` (docs/product.md §1, landing): complete with JavaScript off, its CSS
 * inlined, and one small inline script (see head-script.ts).
 */
export function renderLandingPage(input: LandingPageInput): RenderedLandingPage {
  const body = renderToString(<LandingPage {...landingPageProps(input)} />);
  const script = landingHeadScript();
  const fontCss = FONTS.map((font) => input.fontCss[font] ?? '').join('');
  // Only the page's own text font is fetched early; a demo theme's font loads when it shows.
  const preloads = (input.fontPreloads.inter ?? []).map(
    (href) =>
      `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
  );
  const html = [
    '<!doctype html>',
    `<html lang="${input.language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#4f46e5">',
    `<script>${script}</script>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...preloads,
    headTags(input),
    `<style>${fontCss}${input.menuCss}${landingCss}</style>`,
    '</head>',
    '<body>',
    body,
    '</body>',
    '</html>',
  ].join('');
  return { html, inlineScripts: [script] };
}
