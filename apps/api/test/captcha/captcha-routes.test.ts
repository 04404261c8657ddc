import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@carta/shared';
import { RECAPTCHA_VERIFY_URL } from '../../src/lib/captcha/recaptcha';
import { createTestApp, type TestApp } from '../helpers/app';
import { mailsTo } from '../helpers/mail';
import { signUp, uniqueEmail } from '../helpers/sessions';
import { codedFields } from '../helpers/error-body';

const captchaError = {
  statusCode: 400,
  message: messages.captchaRequired,
  fields: codedFields({ captcha: messages.captchaRequired }),
};

describe('ALTCHA (CAPTCHA_PROVIDER=altcha, the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { CAPTCHA_PROVIDER: 'altcha' },
      auth: { altcha: { cost: 10, minCounter: 1, maxCounter: 40 } },
    });
  });
  afterAll(() => t.close());

  async function solvedPayload() {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('GET /api/captcha/config names the provider', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/config' });
    expect(response.json()).toEqual({ provider: 'altcha' });
  });

  it('serves signed, expiring challenges the widget understands', async () => {
    const challenge = (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      nonce: expect.any(String),
      salt: expect.any(String),
    });
    const ttl = challenge.parameters.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(500);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('sign-up: 400 when the solution is missing, wrong or replayed; 201 when solved', async () => {
    const missing = await signUp(t.app, uniqueEmail());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject(captchaError);

    const wrong = await signUp(t.app, uniqueEmail(), undefined, {
      captcha: Buffer.from('{"nope":1}').toString('base64'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject(captchaError);

    const payload = await solvedPayload();
    const email = uniqueEmail();
    expect((await signUp(t.app, email, undefined, { captcha: payload })).statusCode).toBe(201);

    const replayed = await signUp(t.app, uniqueEmail(), undefined, { captcha: payload });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject(captchaError);
  });

  it('no account is created and no mail sent when the captcha fails', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email, undefined, { captcha: 'garbage' });
    expect(await mailsTo(t, email)).toHaveLength(0);
    expect(
      (await signUp(t.app, email, undefined, { captcha: await solvedPayload() })).statusCode,
    ).toBe(201);
  });

  it('request-reset-password: 400 without a valid solution, 200 with one', async () => {
    const url = '/api/accounts/request-reset-password';
    const email = uniqueEmail();
    const missing = await t.app.inject({ method: 'POST', url, payload: { email } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject(captchaError);
    const payload = await solvedPayload();
    expect(
      (await t.app.inject({ method: 'POST', url, payload: { email, captcha: payload } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url, payload: { email, captcha: payload } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('CAPTCHA_PROVIDER=none', () => {
  it('has no challenges and lets every request through', async () => {
    const t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'none' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/captcha/config' })).json()).toEqual({
        provider: 'none',
      });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).statusCode,
      ).toBe(404);
      expect((await signUp(t.app, uniqueEmail())).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});

describe('CAPTCHA_PROVIDER=recaptcha', () => {
  it('publishes the site key and verifies tokens with the secret key', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const form = init.body as URLSearchParams;
      const ok = form.get('secret') === 'server-secret' && form.get('response') === 'good-token';
      return new Response(JSON.stringify({ success: ok }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const t = await createTestApp({
      env: {
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_SITE_KEY: 'public-site-key',
        RECAPTCHA_SECRET_KEY: 'server-secret',
      },
      auth: { fetch: fetch as unknown as typeof globalThis.fetch },
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/captcha/config' })).json()).toEqual({
        provider: 'recaptcha',
        siteKey: 'public-site-key',
      });
      expect(
        (await signUp(t.app, uniqueEmail(), undefined, { captcha: 'bad-token' })).statusCode,
      ).toBe(400);
      expect(
        (await signUp(t.app, uniqueEmail(), undefined, { captcha: 'good-token' })).statusCode,
      ).toBe(201);
      expect(fetch).toHaveBeenCalledWith(RECAPTCHA_VERIFY_URL, expect.anything());
    } finally {
      await t.close();
    }
  });
});
