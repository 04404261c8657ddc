import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: used for refresh, activation and reset tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this SHA-256 digest is stored, so a database leak yields no usable token. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
