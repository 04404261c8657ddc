import { z } from 'zod';
import { messages } from '../messages';
import { allowedText, IdSchema, TimestampSchema } from './common';

/**
 * What a personal API token may do (docs/integrations.md): `read` answers GET requests only;
 * `write` may also create, change and delete, as its owner could.
 */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/**
 * Why a token was revoked: by its owner (Settings, or DELETE), or by a password reset, which
 * revokes every token of the account (docs/security.md, "Sessions").
 */
export const API_TOKEN_REVOKED_REASONS = ['owner', 'password_reset'] as const;
export type ApiTokenRevokedReason = (typeof API_TOKEN_REVOKED_REASONS)[number];

/**
 * Every token starts with this, so secret scanners (and people) can recognise a leaked one; the
 * API also tells a personal token from a sign-in (JWT) access token by it.
 */
export const API_TOKEN_PREFIX = 'carta_pat_';

/** Random bytes after the prefix (base64url: 43 characters). */
export const API_TOKEN_SECRET_BYTES = 32;

/** Characters of the token kept in clear as its hint (`…abcd`), never enough to use it. */
export const API_TOKEN_HINT_LENGTH = 4;

/** Longest token name, after trimming. */
export const API_TOKEN_NAME_MAX = 60;

/** Tokens an account may hold at once (not revoked and not expired); beyond, 409. */
export const MAX_ACTIVE_API_TOKENS = 20;

/** Lifetimes offered when creating a token, in days; `null` is "never expires". */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export type ApiTokenExpiryDays = (typeof API_TOKEN_EXPIRY_DAYS)[number];

/** Requests per token per window; beyond, 429 with Retry-After (per token, not per IP). */
export const API_TOKEN_RATE_LIMIT = { max: 600, timeWindowMs: 60_000 } as const;

/** `POST /api/accounts/api-tokens`: the Settings form's fields, checked again by the server. */
export const ApiTokenCreateRequestSchema = z.object({
  name: allowedText(
    z
      .string({ error: messages.apiTokenNameRequired })
      .trim()
      .min(1, { error: messages.apiTokenNameRequired, abort: true })
      .max(API_TOKEN_NAME_MAX, { error: messages.apiTokenNameTooLong, abort: true }),
  ),
  scope: z.enum(API_TOKEN_SCOPES, { error: messages.apiTokenScopeInvalid }),
  /** Days until the token stops working; null (or left out) for a token that never expires. */
  expires_in_days: z
    .literal(API_TOKEN_EXPIRY_DAYS, { error: messages.apiTokenExpiryInvalid })
    .nullable()
    .default(null),
});
export type ApiTokenCreateRequest = z.input<typeof ApiTokenCreateRequestSchema>;

/** One token as listed: never the token itself. */
export const ApiTokenSchema = z.object({
  id: IdSchema,
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The token's last characters, to tell tokens apart (`…abcd`). */
  hint: z.string(),
  created_at: TimestampSchema,
  expires_at: TimestampSchema.nullable(),
  last_used_at: TimestampSchema.nullable(),
  revoked_at: TimestampSchema.nullable(),
  /** Set when `revoked_at` is: who revoked it (a token revoked before this field: `owner`). */
  revoked_reason: z.enum(API_TOKEN_REVOKED_REASONS).nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

/** The answer to a creation: the only time the token itself is ever shown. */
export const CreatedApiTokenSchema = ApiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;

/** True for a value of the personal API token format (prefix and length), valid or not. */
export function looksLikeApiToken(value: string): boolean {
  return value.startsWith(API_TOKEN_PREFIX);
}
