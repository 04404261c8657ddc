import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_HINT_LENGTH, API_TOKEN_PREFIX, API_TOKEN_SECRET_BYTES } from '@carta/shared';

/**
 * SHA-256 of the whole token, in hex: what the database keeps. A fast hash is enough here (unlike
 * passwords): the token is 256 random bits, so there is nothing to guess from the hash
 * (docs/security.md, "Personal API tokens").
 */
export const hashApiToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A new token (`carta_pat_` + 32 random bytes in base64url), its hash and its hint. */
export function newApiToken(): { token: string; hash: string; hint: string } {
  const token = API_TOKEN_PREFIX + randomBytes(API_TOKEN_SECRET_BYTES).toString('base64url');
  return { token, hash: hashApiToken(token), hint: token.slice(-API_TOKEN_HINT_LENGTH) };
}
