import { CONTENT_LANGUAGES, type ContentLanguage, type TranslationsResponse } from '@carta/shared';

/** Translations as a form holds them: every language with each field, '' when not translated. */
export type TranslationValues<F extends string> = Record<ContentLanguage, Record<F, string>>;

/**
 * The form values of loaded translations. Every language and field has a text ('' when there is
 * none), so typing a translation and erasing it again leaves the form unchanged; languages the
 * business no longer offers keep their texts and are sent back as they were.
 */
export function translationValues<F extends string>(
  loaded: TranslationsResponse | undefined,
  fields: readonly F[],
): TranslationValues<F> {
  return Object.fromEntries(
    CONTENT_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(fields.map((field) => [field, loaded?.[language]?.[field] ?? ''])),
    ]),
  ) as TranslationValues<F>;
}

/**
 * The form paths a server field error of `translations` can name (`translations.fr.name`), so
 * that it shows on its input; `prefix` for nested ones (`variants.0.`).
 */
export function translationPaths<F extends string, P extends string = ''>(
  fields: readonly F[],
  prefix: P = '' as P,
): `${P}translations.${ContentLanguage}.${F}`[] {
  return CONTENT_LANGUAGES.flatMap((language) =>
    fields.map((field) => `${prefix}translations.${language}.${field}` as const),
  );
}

const isEmpty = (translations: object | undefined) =>
  !translations || Object.keys(translations).length === 0;

/**
 * The input to send: `translations` is left out ("unchanged") when there was none and there is
 * none, so a business without other languages sends what it always did.
 */
export function withoutUntranslated<T extends { translations?: object }>(
  input: T,
  loaded: TranslationsResponse | undefined,
): T {
  if (!isEmpty(input.translations) || !isEmpty(loaded)) return input;
  const { translations: _none, ...rest } = input;
  return rest as T;
}
