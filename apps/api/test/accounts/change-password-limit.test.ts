import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { messages } from '@carta/shared';
import type { AuthRateLimits } from '../../src/plugins/rate-limit';
import { createTestApp, type TestApp } from '../helpers/app';
import { connectTestRedis, TEST_REDIS_URL } from '../helpers/redis';
import { bearer, createActiveAccount, PASSWORD } from '../helpers/sessions';

// Issue 26 item 4 (docs/security.md, "Sign-in and sign-up abuse"): the password change checks the
// current password, so it was an unlimited oracle for whoever holds a session (15 wrong guesses in
// a row, all 400). It is now limited like sign-in: wrong current passwords are counted per
// (account, IP) and per IP, beyond either the answer is 429 with Retry-After, and a right one is
// not counted. With REDIS_URL the counters are shared by every API process.

const sharedRedis = await connectTestRedis();

const limitsOf = (
  perAccountAndIp: number,
  perIp = 100,
  redisKeyPrefix?: string,
): AuthRateLimits => ({
  perIp: { max: perIp, timeWindowMs: 60_000 },
  perEmail: { max: 100, timeWindowMs: 60_000 },
  signIn: {
    perEmailAndIp: { max: perAccountAndIp, timeWindowMs: 60_000 },
    captchaAfter: { max: 100, timeWindowMs: 60_000 },
  },
  redisKeyPrefix,
});

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});
const start = async (rateLimits: AuthRateLimits, env: Record<string, string> = {}) => {
  const t = await createTestApp({ rateLimits, env });
  apps.push(t);
  return t;
};

const change = (
  t: TestApp,
  accessToken: string,
  password: string,
  ip: string,
  newPassword = 'brand-new-password',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/change-password',
    headers: bearer(accessToken),
    payload: { password, new_password: newPassword },
    remoteAddress: ip,
  });

const tooMany = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: messages.tooManyRequests,
  code: 'tooManyRequests',
};

describe('change-password: wrong current passwords are limited like sign-in', () => {
  it('refuses the 11th wrong current password from one IP with 429 and Retry-After (default limits)', async () => {
    // The production default: 10 failures per (account, IP) in 15 minutes.
    const t = await start(limitsOf(10));
    const owner = await createActiveAccount(t);
    const ip = '203.0.113.7';
    for (let i = 0; i < 10; i += 1) {
      const wrong = await change(t, owner.tokens.access_token, `wrong-guess-${i}`, ip);
      expect(wrong.statusCode, `guess ${i + 1}`).toBe(400);
      expect(wrong.json().code).toBe('currentPasswordIncorrect');
    }
    const refused = await change(t, owner.tokens.access_token, 'wrong-guess-10', ip);
    expect(refused.json()).toEqual(tooMany);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Even the right password is refused from there until the window ends: no oracle.
    expect((await change(t, owner.tokens.access_token, PASSWORD, ip)).json()).toEqual(tooMany);
    // The owner elsewhere is not locked out by the guesses.
    const fromHome = await change(t, owner.tokens.access_token, PASSWORD, '198.51.100.20');
    expect(fromHome.statusCode, fromHome.body).toBe(200);
  });

  it('does not count a right current password', async () => {
    const t = await start(limitsOf(1));
    const owner = await createActiveAccount(t);
    const ip = '203.0.113.8';
    let session = owner.tokens;
    let password = PASSWORD;
    // Two right changes in a row, then one wrong guess: all answered (the limit is 1 failure).
    for (let i = 0; i < 2; i += 1) {
      const next = `changed-password-${i}`;
      const changed = await change(t, session.access_token, password, ip, next);
      expect(changed.statusCode, changed.body).toBe(200);
      session = changed.json().tokens;
      password = next;
    }
    expect((await change(t, session.access_token, 'wrong-guess', ip)).statusCode).toBe(400);
    expect((await change(t, session.access_token, 'wrong-guess', ip)).json()).toEqual(tooMany);
  });

  it('limits one IP guessing for several accounts (per IP)', async () => {
    const t = await start(limitsOf(100, 3));
    const ip = '203.0.113.9';
    const first = await createActiveAccount(t);
    const second = await createActiveAccount(t);
    for (const owner of [first, second, first]) {
      expect((await change(t, owner.tokens.access_token, 'wrong-guess', ip)).statusCode).toBe(400);
    }
    const refused = await change(t, second.tokens.access_token, 'wrong-guess', ip);
    expect(refused.json()).toEqual(tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

// Reported as skipped, not silently absent, where no Redis answers.
describe.runIf(sharedRedis !== undefined)('change-password counters with Redis', () => {
  const redis = sharedRedis!;
  const prefix = `carta:rl:test-change:${randomBytes(6).toString('hex')}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('are shared by two API instances on one database', async () => {
    const a = await start(limitsOf(2, 100, prefix), { REDIS_URL: TEST_REDIS_URL });
    const b = await createTestApp({
      rateLimits: limitsOf(2, 100, prefix),
      env: { REDIS_URL: TEST_REDIS_URL },
      database: a.database,
    });
    try {
      const owner = await createActiveAccount(a);
      const ip = '203.0.113.10';
      expect((await change(a, owner.tokens.access_token, 'wrong-guess', ip)).statusCode).toBe(400);
      expect((await change(b, owner.tokens.access_token, 'wrong-guess', ip)).statusCode).toBe(400);
      expect((await change(a, owner.tokens.access_token, 'wrong-guess', ip)).json()).toEqual(
        tooMany,
      );
      expect((await change(b, owner.tokens.access_token, PASSWORD, ip)).json()).toEqual(tooMany);
      const keys = await redis.keys(`${prefix}*`);
      expect(keys).toContain(`${prefix}change-password:pair:${owner.account_id}:${ip}`);
      expect(keys).toContain(`${prefix}change-password:ip:${ip}`);
    } finally {
      // Both close the one database: b after a, which still uses it while closing.
      await a.close();
      apps.splice(apps.indexOf(a), 1);
      await b.close();
    }
  });
});
