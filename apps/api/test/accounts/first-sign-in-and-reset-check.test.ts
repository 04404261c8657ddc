import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS, SignInResponseSchema, messages } from '@carta/shared';
import { accountTokens } from '../../src/db/schema';
import { hashOpaqueToken } from '../../src/modules/accounts/opaque-tokens';
import { testAppForSuite, createTestApp, type TestApp } from '../helpers/app';
import { lastLink, RESET_LINK, tokenOf } from '../helpers/mail';
import { createActiveAccount, PASSWORD, signIn } from '../helpers/sessions';

const t = testAppForSuite();

const check = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/accounts/reset-password/${token}` });
const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/accounts/reset-password/${token}`,
    payload: { password },
  });

async function resetToken(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/request-reset-password',
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  return tokenOf(await lastLink(t, email, RESET_LINK));
}

describe('POST /api/accounts/signin: first_sign_in (docs/product.md §2, Sign-in)', () => {
  it('is true on the first sign-in of an account and false on every later one', async () => {
    // createActiveAccount signs up, activates and signs in for the first time.
    const account = await createActiveAccount(t);
    expect(SignInResponseSchema.parse(account).first_sign_in).toBe(true);

    expect((await signIn(t.app, account.email, PASSWORD)).json().first_sign_in).toBe(false);
    // Still false once every session is revoked (a password reset signs out everywhere).
    const token = await resetToken(account.email);
    expect((await reset(token, 'brand-new-password')).statusCode).toBe(200);
    const afterReset = await signIn(t.app, account.email, 'brand-new-password');
    expect(afterReset.json().first_sign_in).toBe(false);
  });

  it('is per account: another account signing in first is not affected', async () => {
    const a = await createActiveAccount(t);
    expect((await signIn(t.app, a.email, PASSWORD)).json().first_sign_in).toBe(false);
    const b = await createActiveAccount(t);
    expect(b.first_sign_in).toBe(true);
  });
});

const invalidLink = {
  statusCode: 400,
  error: 'Bad Request',
  message: messages.invalidToken,
  code: 'invalidToken',
};

describe('GET /api/accounts/reset-password/:token: is the reset link still good?', () => {
  it('answers 200 for a valid token, spends nothing, and is not cached', async () => {
    const account = await createActiveAccount(t);
    const token = await resetToken(account.email);
    const response = await check(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.headers['cache-control']).toBe('no-store');
    // Asking twice is fine, and the link still resets the password afterwards.
    expect((await check(token)).statusCode).toBe(200);
    expect((await reset(token, 'brand-new-password')).statusCode).toBe(200);
  });

  it('gives used, expired, superseded and unknown tokens the same answer (nothing to tell them apart)', async () => {
    const account = await createActiveAccount(t);
    const used = await resetToken(account.email);
    expect((await reset(used, 'brand-new-password')).statusCode).toBe(200);

    const expired = await resetToken(account.email);
    await t.app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashOpaqueToken(expired)));

    const superseded = await resetToken(account.email);
    const newest = await resetToken(account.email);
    const unknown = 'bm90LWEtcmVhbC10b2tlbi0wMDAwMDAwMDAwMDAwMDAwMDAwMDAwMA';

    const answers = await Promise.all(
      [used, expired, superseded, unknown].map((token) => check(token)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(invalidLink);
    }
    expect((await check(newest)).statusCode).toBe(200);
  });

  it('does not accept an activation token as a reset token', async () => {
    const account = await createActiveAccount(t);
    const token = await resetToken(account.email);
    await t.app.db
      .update(accountTokens)
      .set({ kind: 'activation' })
      .where(eq(accountTokens.tokenHash, hashOpaqueToken(token)));
    expect((await check(token)).json()).toEqual(invalidLink);
  });

  it('answers a malformed token with the error body, as the reset call does', async () => {
    const badEncoding = await check('%E0%A4%A');
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: messages.malformedUrl,
      code: 'malformedUrl',
    });
    // Characters no token has: the same answer as an unknown token.
    expect((await check('a%00b')).json()).toEqual(invalidLink);
    // Longer than any route parameter (Fastify's maxParamLength): no such address, for both calls.
    const tooLong = 'x'.repeat(LIMITS.tokenMax + 1);
    for (const response of [await check(tooLong), await reset(tooLong, 'brand-new-password')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'notFound' });
    }
  });
});

describe('GET /api/accounts/reset-password/:token is rate limited like its neighbours', () => {
  let limited: TestApp | undefined;
  afterEach(async () => {
    await limited?.close();
    limited = undefined;
  });

  it('answers 429 with Retry-After past the per-IP limit; another IP still gets through', async () => {
    limited = await createTestApp({
      rateLimits: {
        perIp: { max: 2, timeWindowMs: 60_000 },
        perEmail: { max: 100, timeWindowMs: 60_000 },
      },
    });
    const ask = (ip: string) =>
      limited!.app.inject({
        method: 'GET',
        url: '/api/accounts/reset-password/some-token',
        remoteAddress: ip,
      });
    expect((await ask('10.0.0.7')).statusCode).toBe(400);
    expect((await ask('10.0.0.7')).statusCode).toBe(400);
    const refused = await ask('10.0.0.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('10.0.0.8')).statusCode).toBe(400);
  });
});
