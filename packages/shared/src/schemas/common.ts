import { z } from 'zod';
import { LIMITS, MAX_ITEMS_PER_PAGE, PAGE_SIZE } from '../constants';
import type { EntityLabel } from '../messages';
import { messages } from '../messages';
import { isAllowedText, visibleWidth, type TextRules } from '../text-safety';
import { isSlug } from '../public-addresses';

/** Any PostgreSQL-compatible UUID (8-4-4-4-12 hex), so fixtures need not be RFC version 4. */
export const IdSchema = z.guid({ error: messages.invalidId });
export type Id = z.infer<typeof IdSchema>;

export const EntityRefSchema = z.object({ id: IdSchema });
export type EntityRef = z.infer<typeof EntityRefSchema>;

/** A path segment that is only looked up; anything that names nothing is a 404, not a 400. */
export const LookupKeySchema = z.string().max(LIMITS.lookupKeyMax);

export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** ISO-8601 timestamp as sent by the API (`Date#toISOString()`). */
export const TimestampSchema = z.iso.datetime({ offset: true });

/** Query-string pagination; values arrive as strings and are coerced. */
export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(LIMITS.pageMax).default(1),
  items_per_page: z.coerce.number().int().min(1).max(MAX_ITEMS_PER_PAGE).default(PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** Lists of products, categories and menus: pagination, optional name filter and business. */
export const ListQuerySchema = PaginationQuerySchema.extend({
  name: allowedText(z.string().trim().max(LIMITS.searchMax, messages.searchTooLong))
    .optional()
    .transform((name) => (name ? name : undefined)),
  business_id: IdSchema.optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export const PaginationSchema = z.object({
  page: z.number().int().min(1),
  items_per_page: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export function pagedListSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), pagination: PaginationSchema });
}
export interface PagedList<T> {
  items: T[];
  pagination: Pagination;
}

/** The parameters of a parametrised message (`{ entity: 'Product' }`). */
const MessageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * The one error body of the API (docs/architecture.md §5). `code` is a key of `messages` (stable;
 * the web translates it, falling back to `message` for a code it does not know), `params` fill a
 * parametrised message, `message` is the English text for API users and logs. Codes a client
 * reacts to beyond showing the text: `accountNotActivated` and `captchaRequired` on sign-in.
 */
export const ErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string(),
  params: MessageParamsSchema.optional(),
  /** Field path (dot-joined) → the first error of that field, on 400 answers. */
  fields: z
    .record(
      z.string(),
      z.object({ code: z.string(), message: z.string(), params: MessageParamsSchema.optional() }),
    )
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
/** One entry of an error body's `fields`. */
export type FieldError = NonNullable<ErrorBody['fields']>[string];

export const HealthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof HealthSchema>;

/**
 * Refuses text with characters free text may not hold: controls, lone surrogates, direction
 * overrides, and line breaks unless `rules.multiline` (docs/security.md, "Input limits").
 */
export function allowedText<T extends z.ZodString>(schema: T, rules?: TextRules): T {
  return schema.refine((value) => isAllowedText(value, rules), {
    error: messages.textNotAllowed,
    abort: true,
  });
}

/**
 * Entity name (3–50 characters after trimming) with the entity-specific messages. The minimum
 * counts what shows, as wide as it shows: zero-width and other invisible characters do not make a
 * name, and a Chinese, Japanese or Korean character counts as two letters, so "寿司" (sushi) is a
 * name as "Tapas" is (docs/product.md, "Names").
 */
export function nameSchema(entity: EntityLabel) {
  const tooShort = messages.nameTooShort(entity);
  return allowedText(
    z
      .string({ error: tooShort })
      .trim()
      .max(LIMITS.nameMax, { error: messages.nameTooLong(entity), abort: true }),
  ).refine((name) => visibleWidth(name) >= LIMITS.nameMin, tooShort);
}

/** Ordered list of at most `max` `{ id }` references with no id repeated. */
export function uniqueRefsSchema(duplicateMessage: string, max: number, tooManyMessage: string) {
  return z
    .array(EntityRefSchema)
    .max(max, { error: tooManyMessage, abort: true })
    .refine((refs) => new Set(refs.map((ref) => ref.id)).size === refs.length, duplicateMessage)
    .default([]);
}

/** A format rule for optional text; it is only applied to non-empty text. */
export interface TextFormat {
  test: (value: string) => boolean;
  message: string;
}

export const patternFormat = (pattern: RegExp, message: string): TextFormat => ({
  test: (value) => pattern.test(value),
  message,
});

/**
 * Optional free text: null, undefined and '' are valid; '' (after trimming) becomes null. One
 * line unless `rules.multiline`.
 */
export function optionalTextSchema(
  max: number,
  tooLongMessage: string,
  format?: TextFormat,
  rules?: TextRules,
) {
  let text = allowedText(z.string().trim().max(max, { error: tooLongMessage, abort: true }), rules);
  if (format) text = text.refine((value) => value === '' || format.test(value), format.message);
  return text
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
}

/**
 * A readable address segment (docs/product.md, "Readable addresses"), as owners type it: trimmed
 * and lowercased; '' or null clears it, left out keeps it.
 */
export const SlugSchema = z
  .string({ error: messages.slugInvalid })
  .trim()
  .toLowerCase()
  .max(LIMITS.slugMax, { error: messages.slugTooLong, abort: true })
  .refine((value) => value === '' || value.length >= LIMITS.slugMin, {
    error: messages.slugTooShort,
    abort: true,
  })
  .refine((value) => value === '' || isSlug(value), messages.slugInvalid)
  .nullable()
  .optional()
  .transform((value) => (value === '' ? null : value));

/** `GET /api/config`: the installation's public address (share links, QR codes) and support e-mail. */
export const PublicConfigSchema = z.object({ app_url: z.string(), support_email: z.string() });
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
