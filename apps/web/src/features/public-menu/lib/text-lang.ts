/** The languages of a public page's texts (docs/product.md, "Menu languages"). */
export interface PageLanguages {
  /** The owner's texts, where translated. */
  content: string;
  /** The page's own texts (`<html lang>`). */
  page: string;
  /** The owner's texts that have no translation fall back to it. */
  primary: string;
}

/**
 * The `lang` attribute of one of the owner's texts: the language it is really in (the primary
 * one when it fell back), set only when it is not the page's language. None in a preview.
 */
export function textLang(
  langs: PageLanguages | undefined,
  untranslated: readonly string[] | undefined,
  field = 'name',
): string | undefined {
  if (!langs) return undefined;
  const own = untranslated?.includes(field) ? langs.primary : langs.content;
  return own === langs.page ? undefined : own;
}

/**
 * The `?lang=` of a link to another of the business's pages that keeps what this guest reads:
 * the content language when the business has several, else the page's own (a Spanish guest on
 * an English-only menu keeps Spanish labels).
 */
export const linkLanguage = (
  offered: readonly string[],
  langs: { content: string; page: string },
) => (offered.length > 1 ? langs.content : langs.page);
