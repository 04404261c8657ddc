import { describe, expect, it, vi } from 'vitest';
import { createRecaptchaCaptcha, RECAPTCHA_VERIFY_URL } from '../../src/lib/captcha/recaptcha';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('reCAPTCHA verification (injected fetch)', () => {
  it('posts secret, response and remote IP to siteverify and trusts its answer', async () => {
    const fetch = vi.fn(async () => json({ success: true }));
    const captcha = createRecaptchaCaptcha({ siteKey: 'site', secretKey: 'secret', fetch });
    expect(captcha.siteKey).toBe('site');
    expect(await captcha.verify({ solution: 'token-1', remoteIp: '203.0.113.9' })).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(RECAPTCHA_VERIFY_URL);
    expect(init.method).toBe('POST');
    const form = init.body as URLSearchParams;
    expect(Object.fromEntries(form)).toEqual({
      secret: 'secret',
      response: 'token-1',
      remoteip: '203.0.113.9',
    });
  });

  it('fails on a negative answer, an HTTP error, a network error or a missing token', async () => {
    const answers = [
      async () => json({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
      async () => json({}, 500),
      async () => {
        throw new TypeError('fetch failed');
      },
    ];
    for (const answer of answers) {
      const captcha = createRecaptchaCaptcha({
        siteKey: 's',
        secretKey: 'k',
        fetch: vi.fn(answer),
      });
      expect(await captcha.verify({ solution: 'token' })).toBe(false);
    }
    const fetch = vi.fn(async () => json({ success: true }));
    expect(
      await createRecaptchaCaptcha({ siteKey: 's', secretKey: 'k', fetch }).verify({
        solution: undefined,
      }),
    ).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
