/**
 * The languages a menu's content can be written in (docs/product.md, "Menu languages"): a
 * business has a primary one and any others; owners type translations, guests read the menu in
 * the language they ask for, field by field falling back to the primary text. Separate from the
 * interface's languages (LANGUAGES), which are the ones Carta's own texts exist in.
 */
import { LANGUAGES, type Language } from './constants';

export const CONTENT_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'ca',
  'eu',
  'gl',
  'nl',
  'zh',
  'ja',
] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Each language in its own words, as a guest looks for it in a language switch. */
export const CONTENT_LANGUAGE_NAMES: Readonly<Record<ContentLanguage, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  ca: 'Català',
  eu: 'Euskara',
  gl: 'Galego',
  nl: 'Nederlands',
  zh: '中文',
  ja: '日本語',
};

export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = 'en';

export const isContentLanguage = (value: unknown): value is ContentLanguage =>
  typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);

/** One of the languages of Carta's own texts (en, es). */
export const isInterfaceLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A business's menu languages: the primary first, then the others in the list's order. */
export function menuLanguagesOf(primary: ContentLanguage, others: readonly string[]) {
  return [primary, ...CONTENT_LANGUAGES.filter((l) => l !== primary && others.includes(l))];
}

/**
 * The guest's languages, most wanted first: `?lang=` (when it names a content language), then
 * Accept-Language by q (base languages: 'fr-CA' counts as 'fr'; q=0 is a refusal).
 */
export function guestLanguages(lang: unknown, acceptLanguage: string | undefined): string[] {
  const ranked = (acceptLanguage ?? '')
    .slice(0, 1000)
    .split(',')
    .slice(0, 50)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter(({ base, q }) => base !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ base }) => base);
  const fromQuery = typeof lang === 'string' ? [lang.toLowerCase()] : [];
  return [...new Set([...fromQuery, ...ranked])];
}

export interface PageLanguages {
  /** What the menu's content is shown in: one of the business's menu languages. */
  content: ContentLanguage;
  /** What the page's own texts are in: the guest's first interface language, else English. */
  chrome: Language;
}

/**
 * Which language a guest reads a menu in: the first of their languages the business offers,
 * else the business's primary one. The page's own texts (sold out, allergens, footer) follow the
 * guest's first language the interface speaks, else the content's when the interface speaks it,
 * else English.
 */
export function choosePageLanguages(
  guest: readonly string[],
  offered: readonly ContentLanguage[],
): PageLanguages {
  const content =
    guest.find((l): l is ContentLanguage => (offered as readonly string[]).includes(l)) ??
    offered[0] ??
    DEFAULT_CONTENT_LANGUAGE;
  const chrome =
    guest.find(isInterfaceLanguage) ?? (isInterfaceLanguage(content) ? content : LANGUAGES[0]);
  return { content, chrome };
}

/** Translated texts of one thing: language → field → text ('' or absent: not translated). */
export type Translations<F extends string = string> = Partial<
  Record<ContentLanguage, Partial<Record<F, string>>>
>;

/** The text of `field` in `language`, else the primary text: per field, never a blank. */
export function translatedField<F extends string>(
  primary: string,
  translations: Translations<F> | null | undefined,
  language: ContentLanguage,
  field: F,
): string {
  const text = translations?.[language]?.[field]?.trim();
  return text ? text : primary;
}

/**
 * The fields shown in the primary language for want of a translation into `language` (none when
 * `language` is the primary one): a page marks them with the primary language's `lang`.
 */
export function untranslatedFields<F extends string>(
  primary: Partial<Record<F, string | null>>,
  translations: Translations<F> | null | undefined,
  language: ContentLanguage,
  primaryLanguage: ContentLanguage,
): F[] {
  if (language === primaryLanguage) return [];
  return (Object.keys(primary) as F[]).filter(
    (field) => Boolean(primary[field]?.trim()) && !translations?.[language]?.[field]?.trim(),
  );
}

/** Spread into a public item: `untranslated` only when something fell back (smaller JSON). */
export const untranslatedProp = <F extends string>(fields: F[]) =>
  fields.length ? { untranslated: fields } : {};
