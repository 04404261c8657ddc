import type { Language } from '@carta/shared/core';
import type enLocale from '@/locales/en.json';
import type { PublicMenuTexts, ShareTexts } from '../public-menu';

/** Every text of the landing page: the `landing` group of a locale bundle. */
export type LandingTexts = (typeof enLocale)['landing'];

export interface LandingPageProps {
  language: Language;
  texts: LandingTexts;
  /** Each language's own name ("English", "Español"), for the language links. */
  languageNames: Record<Language, string>;
  /** The demo menu's texts and the theme presets' names, in the page's language. */
  menuTexts: PublicMenuTexts;
  shareTexts: ShareTexts;
  presetNames: Record<string, string>;
  appUrl: string;
  supportEmail: string;
  year: number;
}

/** The other language's address and name, for the switchers. */
export interface LanguageLink {
  language: Language;
  href: string;
  name: string;
}
