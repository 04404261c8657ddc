import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '@carta/shared';

const ALGORITHM = 'HS256';

const ClaimsSchema = z.object({
  sub: z.uuid(),
  roles: z.array(z.string()),
  /** The refresh-token family (sign-in session) this token belongs to. */
  sid: z.uuid(),
  exp: z.number().int(),
  iat: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof ClaimsSchema>;

export interface AccessTokens {
  /** A 3-part HS256 JWT with sub, roles, sid, iat and exp (ACCESS_TOKEN_TTL_SECONDS). */
  sign(subject: {
    accountId: string;
    roles: readonly string[];
    sessionId: string;
  }): Promise<string>;
  /** The claims of a valid, unexpired token signed with our secret; otherwise null. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

export function createAccessTokens(
  secret: string,
  ttlSeconds: number = ACCESS_TOKEN_TTL_SECONDS,
): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ accountId, roles, sessionId }) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ roles: [...roles], sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(accountId)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const claims = ClaimsSchema.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}
