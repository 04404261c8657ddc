import { z } from 'zod';
import { LIMITS } from '../constants';
import { isCurrencyCode } from '../currency';
import { isTimeZone } from '../hours';
import { CONTENT_LANGUAGES } from '../content-languages';
import { messages } from '../messages';
import {
  IdSchema,
  SlugSchema,
  TimestampSchema,
  nameSchema,
  optionalTextSchema,
  patternFormat,
  type TextFormat,
} from './common';

export const PHONE_PATTERN = /^[0-9 +\-()]*$/;
export const INSTAGRAM_PATTERN = /^[A-Za-z0-9._]*$/;
export const FACEBOOK_PATTERN = /^[A-Za-z0-9.]*$/;
export const TWITTER_PATTERN = /^[A-Za-z0-9_]*$/;

const HttpUrlSchema = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

export const httpUrlFormat: TextFormat = {
  test: (value) => HttpUrlSchema.safeParse(value).success,
  message: messages.urlInvalid,
};

export const CurrencySchema = z
  .string({ error: messages.currencyInvalid })
  .max(3, { error: messages.currencyInvalid, abort: true })
  .refine(isCurrencyCode, messages.currencyInvalid);

/** An IANA time zone ('Europe/Madrid'): the business's menus' hours are in it. */
export const TimeZoneSchema = z
  .string({ error: messages.timeZoneInvalid })
  .max(LIMITS.timeZoneMax, { error: messages.timeZoneInvalid, abort: true })
  .refine(isTimeZone, messages.timeZoneInvalid);

const ContentLanguageSchema = z.enum(CONTENT_LANGUAGES, { error: messages.languageInvalid });

/** The languages a menu is offered in besides the primary one; each once, in the list's order. */
export const OtherLanguagesSchema = z
  .array(ContentLanguageSchema)
  .max(CONTENT_LANGUAGES.length * 2, { error: messages.languageInvalid, abort: true })
  .transform((chosen) => CONTENT_LANGUAGES.filter((language) => chosen.includes(language)));

export const BusinessInputSchema = z.object({
  name: nameSchema('Business'),
  /** Its readable address `/b/<slug>`, unique among all businesses. */
  slug: SlugSchema,
  logo: optionalTextSchema(LIMITS.fileNameMax, messages.fileNameTooLong),
  phone: optionalTextSchema(
    LIMITS.phoneMax,
    messages.phoneTooLong,
    patternFormat(PHONE_PATTERN, messages.phoneInvalid),
  ),
  whatsapp: optionalTextSchema(
    LIMITS.phoneMax,
    messages.whatsappTooLong,
    patternFormat(PHONE_PATTERN, messages.whatsappInvalid),
  ),
  website: optionalTextSchema(LIMITS.websiteMax, messages.websiteTooLong, httpUrlFormat),
  instagram: optionalTextSchema(
    LIMITS.handleMax,
    messages.instagramTooLong,
    patternFormat(INSTAGRAM_PATTERN, messages.instagramInvalid),
  ),
  facebook: optionalTextSchema(
    LIMITS.handleMax,
    messages.facebookTooLong,
    patternFormat(FACEBOOK_PATTERN, messages.facebookInvalid),
  ),
  twitter: optionalTextSchema(
    LIMITS.handleMax,
    messages.twitterTooLong,
    patternFormat(TWITTER_PATTERN, messages.twitterInvalid),
  ),
  /** ISO 4217; a new business gets DEFAULT_CURRENCY, an update without it keeps the current one. */
  currency: CurrencySchema.optional(),
  /** Whether the public menu lists sold-out products (greyed, last in their category) or hides them. */
  show_sold_out: z.boolean().optional(),
  /** A new business gets DEFAULT_TIME_ZONE unless sent (the form sends the browser's). */
  time_zone: TimeZoneSchema.optional(),
  /**
   * The language the owner writes the menus in (docs/product.md, "Menu languages"); a new
   * business gets DEFAULT_CONTENT_LANGUAGE unless sent (the form sends the interface's).
   */
  primary_language: ContentLanguageSchema.optional(),
  /** Languages the owner translates into; the primary one is dropped from them. */
  other_languages: OtherLanguagesSchema.optional(),
});
/** What forms hold and clients send (`''` allowed). */
export type BusinessInputValues = z.input<typeof BusinessInputSchema>;
/** What the API receives after parsing (`''` turned into `null`). */
export type BusinessInput = z.output<typeof BusinessInputSchema>;

const nullableText = z.string().nullable();

export const BusinessSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: nullableText,
  /** The stored file name (as sent on create/update). */
  logo: nullableText,
  /** Large variant (fits 800x600), or null without a logo. */
  logo_url: nullableText,
  /** Thumbnail variant (THUMBNAIL_WIDTH_PX wide, for the THUMBNAIL_SLOT_PX slot at 2x). */
  logo_thumb_url: nullableText,
  phone: nullableText,
  whatsapp: nullableText,
  website: nullableText,
  instagram: nullableText,
  facebook: nullableText,
  twitter: nullableText,
  currency: z.string(),
  show_sold_out: z.boolean(),
  time_zone: z.string(),
  primary_language: z.enum(CONTENT_LANGUAGES),
  other_languages: z.array(z.enum(CONTENT_LANGUAGES)),
  created_at: TimestampSchema,
  /** Null until the first update (the UI then shows created_at). */
  updated_at: TimestampSchema.nullable(),
});
export type Business = z.infer<typeof BusinessSchema>;

export const BusinessStatsSchema = z.object({
  total_products: z.number().int().min(0),
  total_categories: z.number().int().min(0),
  total_menus: z.number().int().min(0),
});
export type BusinessStats = z.infer<typeof BusinessStatsSchema>;

/** `GET /api/stats`: business id → its statistics. */
export const StatsMapSchema = z.record(IdSchema, BusinessStatsSchema);
export type StatsMap = z.infer<typeof StatsMapSchema>;
