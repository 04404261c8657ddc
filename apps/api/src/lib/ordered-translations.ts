import { CONTENT_LANGUAGES, type Translations, type TranslationsResponse } from '@carta/shared';

/**
 * Stored translations in a fixed order (languages as CONTENT_LANGUAGES, fields as given): jsonb
 * keeps keys in its own order, and a reply must be the same JSON however it is serialised.
 */
export function orderedTranslations<F extends string>(
  stored: Translations<F> | null | undefined,
  fields: readonly F[],
): TranslationsResponse {
  const ordered: TranslationsResponse = {};
  for (const language of CONTENT_LANGUAGES) {
    const texts = stored?.[language];
    if (!texts) continue;
    const kept = fields.filter((field) => texts[field]).map((field) => [field, texts[field]]);
    if (kept.length) ordered[language] = Object.fromEntries(kept) as Record<string, string>;
  }
  return ordered;
}
