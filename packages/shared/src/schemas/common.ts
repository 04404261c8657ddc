import { z } from 'zod';
import { LIMITS, MAX_ITEMS_PER_PAGE, PAGE_SIZE } from '../constants';
import type { EntityLabel } from '../messages';
import { messages } from '../messages';

/** Any PostgreSQL-compatible UUID (8-4-4-4-12 hex), so fixtures need not be RFC version 4. */
export const IdSchema = z.guid({ error: messages.invalidId });
export type Id = z.infer<typeof IdSchema>;

export const EntityRefSchema = z.object({ id: IdSchema });
export type EntityRef = z.infer<typeof EntityRefSchema>;

export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** ISO-8601 timestamp as sent by the API (`Date#toISOString()`). */
export const TimestampSchema = z.iso.datetime({ offset: true });

/** Query-string pagination; values arrive as strings and are coerced. */
export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  items_per_page: z.coerce.number().int().min(1).max(MAX_ITEMS_PER_PAGE).default(PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** Lists of products, categories and menus: pagination, optional name filter and business. */
export const ListQuerySchema = PaginationQuerySchema.extend({
  name: z
    .string()
    .trim()
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

export const ErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Field path (dot-joined) → message, for 400 validation errors. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Machine-readable reason where the client must react to it (one of ERROR_CODES). */
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** `code` values of error bodies. */
export const ERROR_CODES = {
  /** 401 on a sign-in with the right password to an account not activated yet. */
  accountInactive: 'account_inactive',
  /**
   * 400 on a sign-in without a valid captcha solution, for an address that has had many failed
   * sign-ins lately: solve the captcha and send it with the same credentials.
   */
  captchaRequired: 'captcha_required',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const HealthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof HealthSchema>;

/** Entity name (3–50 characters after trimming) with the entity-specific messages. */
export function nameSchema(entity: EntityLabel) {
  return z
    .string({ error: messages.nameTooShort(entity) })
    .trim()
    .min(LIMITS.nameMin, messages.nameTooShort(entity))
    .max(LIMITS.nameMax, messages.nameTooLong(entity));
}

/** Ordered list of `{ id }` references with no id repeated. */
export function uniqueRefsSchema(duplicateMessage: string) {
  return z
    .array(EntityRefSchema)
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

/** Optional free text: null, undefined and '' are valid; '' (after trimming) becomes null. */
export function optionalTextSchema(max: number, tooLongMessage: string, format?: TextFormat) {
  let text = z.string().trim().max(max, tooLongMessage);
  if (format) text = text.refine((value) => value === '' || format.test(value), format.message);
  return text
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
}

/** `GET /api/config`: the installation's public address (share links, QR codes) and support e-mail. */
export const PublicConfigSchema = z.object({ app_url: z.string(), support_email: z.string() });
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
