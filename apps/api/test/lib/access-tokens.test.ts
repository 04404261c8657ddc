import { createHmac } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, ADMIN_ROLE } from '@carta/shared';
import { createAccessTokens } from '../../src/lib/access-tokens';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const ACCOUNT_ID = '0b7c5b1e-8a43-4c6c-9a53-3b1f0d7f2a10';
const SESSION_ID = '5d0e6f7a-1b2c-4d3e-8f90-a1b2c3d4e5f6';

describe('access tokens (docs/product.md §5 tokens)', () => {
  afterEach(() => vi.useRealTimers());

  it('signs a 3-part HS256 JWT with sub, roles, sid, the session version, iat and a 15-minute exp', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.sign({
      accountId: ACCOUNT_ID,
      roles: [ADMIN_ROLE],
      sessionId: SESSION_ID,
      sessionVersion: 3,
    });
    expect(token.split('.')).toHaveLength(3);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: ACCOUNT_ID,
      roles: [ADMIN_ROLE],
      sid: SESSION_ID,
      ver: 3,
    });
    expect(claims.exp! - claims.iat!).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(await tokens.verify(token)).toMatchObject({ sub: ACCOUNT_ID, roles: [ADMIN_ROLE] });
  });

  it('rejects expired tokens, foreign signatures, tampering and garbage', async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.sign({
      accountId: ACCOUNT_ID,
      roles: [],
      sessionId: SESSION_ID,
      sessionVersion: 0,
    });
    expect(await tokens.verify(token)).not.toBeNull();

    vi.setSystemTime(new Date(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000));
    expect(await tokens.verify(token)).toBeNull();
    vi.useRealTimers();

    const fresh = await tokens.sign({
      accountId: ACCOUNT_ID,
      roles: [],
      sessionId: SESSION_ID,
      sessionVersion: 0,
    });
    const other = createAccessTokens(`${SECRET}-other`);
    expect(await other.verify(fresh)).toBeNull();

    const [header, , signature] = fresh.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...decodeJwt(fresh), roles: [ADMIN_ROLE] }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    expect(await tokens.verify('not.a.token')).toBeNull();
    expect(await tokens.verify('')).toBeNull();
  });

  it('rejects a correctly signed token without the expected claims', async () => {
    const key = new TextEncoder().encode(SECRET);
    const noRoles = await new SignJWT({ sid: SESSION_ID })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ACCOUNT_ID)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    expect(await createAccessTokens(SECRET).verify(noRoles)).toBeNull();
  });

  it('accepts only HS256 headers, canonical signatures and tokens that carry an expiry', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.sign({
      accountId: ACCOUNT_ID,
      roles: [],
      sessionId: SESSION_ID,
      sessionVersion: 0,
    });
    const [, payload, signature] = token.split('.') as [string, string, string];
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const hmac = (input: string, secret = SECRET) =>
      createHmac('sha256', secret).update(input).digest('base64url');
    const signed = (header: unknown, body: string = payload) => {
      const input = `${part(header)}.${body}`;
      return `${input}.${hmac(input)}`;
    };

    expect(await tokens.verify(signed({ alg: 'HS256', typ: 'JWT' }))).not.toBeNull();
    expect(await tokens.verify(`${part({ alg: 'none' })}.${payload}.`)).toBeNull();
    expect(await tokens.verify(signed({ alg: 'HS512', typ: 'JWT' }))).toBeNull();
    expect(await tokens.verify(signed({ alg: 'HS256', crit: ['b64'], b64: false }))).toBeNull();
    // The same signature bytes spelt differently (padding) are refused.
    expect(
      await tokens.verify(`${token.split('.').slice(0, 2).join('.')}.${signature}=`),
    ).toBeNull();
    const claims = decodeJwt(token);
    const noExpiry = part({ sub: claims.sub, roles: [], sid: SESSION_ID, iat: claims.iat });
    expect(await tokens.verify(signed({ alg: 'HS256', typ: 'JWT' }, noExpiry))).toBeNull();
    expect(await tokens.verify(`${token}.extra`)).toBeNull();
  });
});
