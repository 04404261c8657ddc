import { z } from 'zod';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../content-languages';
import { LIMITS } from '../constants';
import { messages } from '../messages';
import { allowedText } from './common';

/** One translated text: optional, trimmed; '' means "not translated" (docs/product.md, "Menu languages"). */
function translatedText(max: number, tooLong: string, multiline = false) {
  return allowedText(z.string().trim().max(max, { error: tooLong, abort: true }), {
    multiline,
  }).optional();
}

export const translatedName = (tooLong: string) => translatedText(LIMITS.nameMax, tooLong);
export const translatedDescription = () =>
  translatedText(LIMITS.descriptionMax, messages.descriptionTooLong, true);
export const translatedVariantName = () =>
  translatedText(LIMITS.variantNameMax, messages.variantNameTooLong);

type TextFields = Record<string, ReturnType<typeof translatedText>>;
type Texts<F extends TextFields> = { [K in keyof F]?: string };

/**
 * Translations of some text fields, by content language: `{ fr: { name: 'Soupe' } }`. Unknown
 * languages are refused, unknown fields dropped; empty texts and languages with nothing left are
 * dropped, so what is stored is only what was translated.
 */
export function translationsSchema<F extends TextFields>(fields: F) {
  return z
    .partialRecord(z.enum(CONTENT_LANGUAGES), z.object(fields), {
      // An unknown language is reported on `translations` itself ("unrecognized key").
      error: messages.languageInvalid,
    })
    .transform((byLanguage) => {
      const kept: Partial<Record<ContentLanguage, Texts<F>>> = {};
      for (const language of CONTENT_LANGUAGES) {
        const texts = byLanguage[language] as Record<string, string | undefined> | undefined;
        const filled = Object.entries(texts ?? {}).filter(([, text]) => text);
        if (filled.length) kept[language] = Object.fromEntries(filled) as Texts<F>;
      }
      return kept;
    });
}

/** Translations as the API answers them: language → field → text. */
export const TranslationsResponseSchema = z.partialRecord(
  z.enum(CONTENT_LANGUAGES),
  z.record(z.string(), z.string()),
);
export type TranslationsResponse = z.infer<typeof TranslationsResponseSchema>;

/**
 * `GET /api/businesses/:id/missing-translations`: for each of the business's other languages,
 * how many of its products, categories and menus lack a translation of a text they have.
 */
export const MissingTranslationsSchema = z.partialRecord(
  z.enum(CONTENT_LANGUAGES),
  z.object({
    products: z.number().int().min(0),
    categories: z.number().int().min(0),
    menus: z.number().int().min(0),
  }),
);
export type MissingTranslations = z.infer<typeof MissingTranslationsSchema>;
