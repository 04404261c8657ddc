import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '@carta/shared';

const ALGORITHM = 'HS256';

const ClaimsSchema = z.object({
  sub: z.uuid(),
  roles: z.array(z.string()),
  /** The refresh-token family (sign-in session) this token belongs to. */
  sid: z.uuid(),
  /**
   * The account's session version when the token was issued; refused once a password change or
   * reset has moved it (docs/security.md, "Sessions"). Tokens issued before versions existed
   * carry none: they were issued under version 0.
   */
  ver: z.number().int().nonnegative().default(0),
  exp: z.number().int(),
  iat: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof ClaimsSchema>;

const HeaderSchema = z
  .object({ alg: z.literal(ALGORITHM), typ: z.literal('JWT').optional() })
  .strict();

/** Strict base64url: the text must be exactly what the bytes encode to (no padding, no junk). */
function fromBase64Url(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

function parseJsonPart(text: string): unknown {
  const bytes = fromBase64Url(text);
  if (!bytes) return null;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}

export interface AccessTokens {
  /** A 3-part HS256 JWT with sub, roles, sid, ver, iat and exp (ACCESS_TOKEN_TTL_SECONDS). */
  sign(subject: {
    accountId: string;
    roles: readonly string[];
    sessionId: string;
    /** The account's current session version (accounts.session_version). */
    sessionVersion: number;
  }): Promise<string>;
  /** The claims of a valid, unexpired token signed with our secret; otherwise null. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/**
 * `now`: the clock every API process shares (the database's, `app.clock.now`), so that a token
 * issued by one process is valid for its whole lifetime on the others even when their own
 * clocks disagree (docs/security.md, "When the database goes away").
 */
export function createAccessTokens(
  secret: string,
  ttlSeconds: number = ACCESS_TOKEN_TTL_SECONDS,
  now: () => number = Date.now,
): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ accountId, roles, sessionId, sessionVersion }) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ roles: [...roles], sid: sessionId, ver: sessionVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(accountId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    // Verified with node:crypto's HMAC rather than jose's WebCrypto path: the same checks (HS256
    // only, signature, claims, expiry) at a fifteenth of the CPU, on every signed-in request
    // (docs/performance.md).
    async verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [header, payload, signature] = parts as [string, string, string];
      if (!HeaderSchema.safeParse(parseJsonPart(header)).success) return null;
      const given = fromBase64Url(signature);
      const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
      if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return null;
      }
      const claims = ClaimsSchema.safeParse(parseJsonPart(payload));
      if (!claims.success || claims.data.exp <= Math.floor(now() / 1000)) return null;
      return claims.data;
    },
  };
}
