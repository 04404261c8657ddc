import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  ADMIN_ROLE,
  REFRESH_TOKEN_TTL_SECONDS,
  isTokenExpired,
  messages,
} from '@carta/shared';
import { refreshTokens } from '../../src/db/schema';
import { createAccessTokens } from '../../src/lib/access-tokens';
import { hashOpaqueToken } from '../../src/modules/accounts/opaque-tokens';
import { testAppForSuite, TEST_JWT_SECRET } from '../helpers/app';
import { bearer, createActiveAccount, signIn, uniqueEmail } from '../helpers/sessions';

const ADMIN_EMAIL = 'boss@example.com';
const t = testAppForSuite({
  env: { ADMIN_EMAILS: ` ${ADMIN_EMAIL.toUpperCase()} , other@example.com` },
});

const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/refresh', payload: { refresh_token } });
const me = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(accessToken) });

describe('POST /api/accounts/signin (docs/product.md §7)', () => {
  it('returns account_id, roles and a JWT access token (15 min) plus an opaque refresh token', async () => {
    const account = await createActiveAccount(t);
    expect(account.roles).toEqual([]);
    const claims = decodeJwt(account.tokens.access_token);
    expect(claims.sub).toBe(account.account_id);
    expect(claims.roles).toEqual([]);
    expect(claims.exp! - claims.iat!).toBe(ACCESS_TOKEN_TTL_SECONDS);
    // The shared client rules accept it (3 parts, decodable payload, exp in the future).
    expect(isTokenExpired(account.tokens.access_token)).toBe(false);
    expect(account.tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await t.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(account.tokens.refresh_token)));
    expect(row!.accountId).toBe(account.account_id);
    const ttl = row!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan((REFRESH_TOKEN_TTL_SECONDS - 60) * 1000);
    expect(ttl).toBeLessThanOrEqual(REFRESH_TOKEN_TTL_SECONDS * 1000);
  });

  it('gives the admin role to ADMIN_EMAILS (case-insensitive)', async () => {
    const admin = await createActiveAccount(t, ADMIN_EMAIL);
    expect(admin.roles).toEqual([ADMIN_ROLE]);
    expect(decodeJwt(admin.tokens.access_token).roles).toEqual([ADMIN_ROLE]);
  });

  it("answers 401 'Invalid credentials' for an unknown e-mail or a wrong password", async () => {
    const account = await createActiveAccount(t);
    for (const response of [
      await signIn(t.app, uniqueEmail('nobody')),
      await signIn(t.app, account.email, 'wrong-password'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: messages.invalidCredentials,
        code: 'invalidCredentials',
      });
    }
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    const account = await createActiveAccount(t);
    expect((await signIn(t.app, `  ${account.email.toUpperCase()}`)).statusCode).toBe(200);
  });
});

describe('POST /api/accounts/refresh: rotation and reuse detection', () => {
  it('rotates: a new pair each time, the old refresh token spent', async () => {
    const account = await createActiveAccount(t);
    const first = await refresh(account.tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.roles).toEqual([]);
    expect(body.tokens.refresh_token).not.toBe(account.tokens.refresh_token);
    expect(decodeJwt(body.tokens.access_token).sub).toBe(account.account_id);
    expect((await me(body.tokens.access_token)).statusCode).toBe(200);

    const second = await refresh(body.tokens.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token is presented again (theft detection)', async () => {
    const account = await createActiveAccount(t);
    const other = await signIn(t.app, account.email); // a second session, another family
    const rotated = (await refresh(account.tokens.refresh_token)).json().tokens
      .refresh_token as string;

    const replay = await refresh(account.tokens.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(messages.notAuthenticated);
    // The legitimate holder's newer token is dead too …
    expect((await refresh(rotated)).statusCode).toBe(401);
    // … but the other sign-in session is untouched.
    expect((await refresh(other.json().tokens.refresh_token)).statusCode).toBe(200);
  });

  it('answers 401 for an unknown or expired refresh token', async () => {
    expect((await refresh('unknown-token')).statusCode).toBe(401);
    const account = await createActiveAccount(t);
    await t.app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(account.tokens.refresh_token)));
    expect((await refresh(account.tokens.refresh_token)).statusCode).toBe(401);
  });

  it('answers 400 without a refresh token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/refresh',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/accounts/me (docs/architecture.md §5 session check)', () => {
  it('returns id, email, roles, active and created_at', async () => {
    const account = await createActiveAccount(t);
    const response = await me(account.tokens.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: account.account_id,
      email: account.email,
      roles: [],
      active: true,
      created_at: expect.any(String),
    });
  });

  it('answers 401 without a token, with a malformed, foreign-signed or expired token', async () => {
    const account = await createActiveAccount(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/me' })).statusCode).toBe(401);
    expect((await me('garbage')).statusCode).toBe(401);
    const foreign = await createAccessTokens(`${TEST_JWT_SECRET}-x`).sign({
      accountId: account.account_id,
      roles: [],
      sessionId: account.account_id,
      sessionVersion: 0,
    });
    expect((await me(foreign)).statusCode).toBe(401);
    const expired = await createAccessTokens(TEST_JWT_SECRET, -10).sign({
      accountId: account.account_id,
      roles: [],
      sessionId: account.account_id,
      sessionVersion: 0,
    });
    const response = await me(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.notAuthenticated);
    // Bearer scheme only.
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: { authorization: `Basic ${account.tokens.access_token}` },
    });
    expect(basic.statusCode).toBe(401);
  });
});
