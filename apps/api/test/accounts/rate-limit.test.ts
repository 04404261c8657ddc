import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@carta/shared';
import { createAccountsTestApp, signIn, uniqueEmail, type AccountsTestApp } from './helpers';

let t: AccountsTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const fromIp = (
  app: AccountsTestApp['app'],
  url: string,
  payload: Record<string, unknown>,
  ip: string,
) => app.inject({ method: 'POST', url, payload, remoteAddress: ip });

describe('rate limits on the auth calls (429)', () => {
  it('limits sign-in attempts per e-mail, across IPs', async () => {
    t = await createAccountsTestApp({
      rateLimits: {
        perIp: { max: 100, timeWindowMs: 60_000 },
        perEmail: { max: 2, timeWindowMs: 60_000 },
      },
    });
    const email = uniqueEmail();
    const url = '/api/accounts/signin';
    const payload = { email, password: 'wrong-password' };
    expect((await fromIp(t.app, url, payload, '10.0.0.1')).statusCode).toBe(401);
    expect(
      (await fromIp(t.app, url, { ...payload, email: email.toUpperCase() }, '10.0.0.2')).statusCode,
    ).toBe(401);
    const limited = await fromIp(t.app, url, payload, '10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: messages.tooManyRequests,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signIn(t.app, uniqueEmail())).statusCode).toBe(401);
  });

  it('limits each route per IP, for any e-mail', async () => {
    t = await createAccountsTestApp({
      rateLimits: {
        perIp: { max: 2, timeWindowMs: 60_000 },
        perEmail: { max: 100, timeWindowMs: 60_000 },
      },
    });
    for (const url of [
      '/api/accounts/signup',
      '/api/accounts/signin',
      '/api/accounts/request-reset-password',
      '/api/accounts/resend-activation',
    ]) {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const response = await fromIp(
          t.app,
          url,
          { email: uniqueEmail(), password: 'some-password-1' },
          '10.0.0.9',
        );
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 2)).not.toContain(429);
      expect(statuses[2], url).toBe(429);
      // A different client IP still gets through.
      const other = await fromIp(
        t.app,
        url,
        { email: uniqueEmail(), password: 'some-password-1' },
        '10.0.0.10',
      );
      expect(other.statusCode).not.toBe(429);
    }
  });

  it('leaves other calls alone', async () => {
    t = await createAccountsTestApp({
      rateLimits: {
        perIp: { max: 1, timeWindowMs: 60_000 },
        perEmail: { max: 1, timeWindowMs: 60_000 },
      },
    });
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/refresh',
        payload: { refresh_token: 'x' },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
