import { DEFAULT_LANGUAGE, type Language } from '@carta/shared';

/** The body's `language`, else Accept-Language: Spanish when it starts with "es" (docs/product.md §4). */
export function requestLanguage(
  bodyLanguage: Language | undefined,
  acceptLanguage: string | undefined,
): Language {
  if (bodyLanguage) return bodyLanguage;
  return acceptLanguage?.trim().toLowerCase().startsWith('es') ? 'es' : DEFAULT_LANGUAGE;
}
