import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@carta/shared';
import type { AuthRateLimits } from '../../src/plugins/rate-limit';
import { createTestApp, type TestApp } from '../helpers/app';
import { codedFields } from '../helpers/error-body';
import {
  CHEAP_ALTCHA,
  createActiveAccount,
  PASSWORD,
  signIn,
  solvedCaptcha,
  uniqueEmail,
} from '../helpers/sessions';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const fromIp = (app: TestApp['app'], url: string, payload: Record<string, unknown>, ip: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip });

const tooMany = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: messages.tooManyRequests,
  code: 'tooManyRequests',
};

const captchaRequired = {
  statusCode: 400,
  error: 'Bad Request',
  message: messages.captchaRequired,
  code: 'captchaRequired',
  fields: codedFields({ captcha: messages.captchaRequired }),
};

const signInLimits = (
  limits: { perIp?: number; perEmailAndIp?: number; captchaAfter?: number } = {},
): AuthRateLimits => ({
  perIp: { max: limits.perIp ?? 100, timeWindowMs: 60_000 },
  perEmail: { max: 100, timeWindowMs: 60_000 },
  signIn: {
    perEmailAndIp: { max: limits.perEmailAndIp ?? 100, timeWindowMs: 60_000 },
    captchaAfter: { max: limits.captchaAfter ?? 100, timeWindowMs: 60_000 },
  },
});

/** An app with ALTCHA on (cheap), so that the captcha step is real. */
const altchaApp = (rateLimits: AuthRateLimits) =>
  createTestApp({
    env: { CAPTCHA_PROVIDER: 'altcha' },
    auth: { altcha: CHEAP_ALTCHA },
    rateLimits,
  });

describe('sign-in: no lockout of someone else (issue 9, finding 4)', () => {
  it("a stranger's many wrong attempts from other IPs do not stop the owner signing in from their own IP", async () => {
    t = await altchaApp(signInLimits({ perIp: 5, perEmailAndIp: 3, captchaAfter: 4 }));
    const owner = await createActiveAccount(t);
    const ownerIp = '192.0.2.10';

    // 40 wrong passwords for the owner's address, spread over 20 addresses of the stranger's.
    for (let i = 0; i < 40; i++) {
      const answer = await signIn(t.app, owner.email, 'wrong-password', {
        ip: `198.51.100.${i % 20}`,
      });
      expect([401, 400]).toContain(answer.statusCode);
    }

    // The owner is asked for a captcha (one click), never refused.
    const asked = await signIn(t.app, owner.email, PASSWORD, { ip: ownerIp });
    expect(asked.json()).toEqual(captchaRequired);
    const signedIn = await signIn(t.app, owner.email, PASSWORD, {
      ip: ownerIp,
      captcha: await solvedCaptcha(t.app),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().account_id).toBe(owner.account_id);
  });

  it('with the captcha flow, a bot without a solution is refused, even with the right password', async () => {
    t = await altchaApp(signInLimits({ captchaAfter: 2 }));
    const owner = await createActiveAccount(t);
    for (let i = 0; i < 2; i++) {
      expect((await signIn(t.app, owner.email, 'wrong-password')).statusCode).toBe(401);
    }
    // No solution, a garbage one, a replayed one: refused before the password is looked at.
    expect((await signIn(t.app, owner.email, PASSWORD)).json()).toEqual(captchaRequired);
    expect((await signIn(t.app, owner.email, PASSWORD, { captcha: 'garbage' })).json()).toEqual(
      captchaRequired,
    );
    const solution = await solvedCaptcha(t.app);
    expect(
      (await signIn(t.app, owner.email, 'wrong-password', { captcha: solution })).statusCode,
    ).toBe(401);
    expect((await signIn(t.app, owner.email, PASSWORD, { captcha: solution })).json()).toEqual(
      captchaRequired,
    );
    // An unknown address behaves the same (no enumeration).
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 2; i++) await signIn(t.app, ghost, 'wrong-password');
    expect((await signIn(t.app, ghost, 'wrong-password')).json()).toEqual(captchaRequired);
    // Another address is not affected.
    expect((await signIn(t.app, uniqueEmail(), 'wrong-password')).statusCode).toBe(401);
  });

  it('the per (e-mail, IP) limit still bites, for that pair only', async () => {
    t = await createTestApp({ rateLimits: signInLimits({ perEmailAndIp: 3 }) });
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) {
      expect((await signIn(t.app, email, 'wrong-password', { ip: '10.0.0.1' })).statusCode).toBe(
        401,
      );
    }
    // The address is normalised: another spelling is the same pair.
    const limited = await signIn(t.app, email.toUpperCase(), 'wrong-password', { ip: '10.0.0.1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

    expect((await signIn(t.app, email, 'wrong-password', { ip: '10.0.0.2' })).statusCode).toBe(401);
    expect(
      (await signIn(t.app, uniqueEmail(), 'wrong-password', { ip: '10.0.0.1' })).statusCode,
    ).toBe(401);
  });

  it('the per-IP limit still bites, for that IP only, whatever the address', async () => {
    t = await createTestApp({ rateLimits: signInLimits({ perIp: 3 }) });
    for (let i = 0; i < 3; i++) {
      expect(
        (await signIn(t.app, uniqueEmail(), 'wrong-password', { ip: '10.0.1.1' })).statusCode,
      ).toBe(401);
    }
    expect(
      (await signIn(t.app, uniqueEmail(), 'wrong-password', { ip: '10.0.1.1' })).json(),
    ).toEqual(tooMany);
    expect(
      (await signIn(t.app, uniqueEmail(), 'wrong-password', { ip: '10.0.1.2' })).statusCode,
    ).toBe(401);
  });

  it('successful sign-ins do not count against the owner', async () => {
    t = await altchaApp(signInLimits({ perIp: 2, perEmailAndIp: 2, captchaAfter: 2 }));
    const owner = await createActiveAccount(t);
    for (let i = 0; i < 6; i++) {
      expect((await signIn(t.app, owner.email, PASSWORD, { ip: '10.0.2.1' })).statusCode).toBe(200);
    }
    // Every failure allowance is still there.
    for (let i = 0; i < 2; i++) {
      expect(
        (await signIn(t.app, owner.email, 'wrong-password', { ip: '10.0.2.1' })).statusCode,
      ).toBe(401);
    }
    expect(
      (await signIn(t.app, owner.email, 'wrong-password', { ip: '10.0.2.1' })).statusCode,
    ).toBe(429);
  });

  it('counts parallel guesses before answering them', async () => {
    t = await createTestApp({ rateLimits: signInLimits({ perEmailAndIp: 3 }) });
    const email = uniqueEmail();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => signIn(t!.app, email, 'wrong-password', { ip: '10.0.3.1' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });
});

describe('rate limits on sign-up, reset and resend (429)', () => {
  it('limits each address across IPs (mail to one address)', async () => {
    t = await createTestApp({
      rateLimits: {
        perIp: { max: 100, timeWindowMs: 60_000 },
        perEmail: { max: 2, timeWindowMs: 60_000 },
      },
    });
    const email = uniqueEmail();
    const url = '/api/accounts/request-reset-password';
    expect((await fromIp(t.app, url, { email }, '10.0.0.1')).statusCode).toBe(200);
    expect((await fromIp(t.app, url, { email: email.toUpperCase() }, '10.0.0.2')).statusCode).toBe(
      200,
    );
    const limited = await fromIp(t.app, url, { email }, '10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await fromIp(t.app, url, { email: uniqueEmail() }, '10.0.0.3')).statusCode).toBe(200);
  });

  it('limits each route per IP, for any e-mail', async () => {
    t = await createTestApp({
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
    t = await createTestApp({
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
