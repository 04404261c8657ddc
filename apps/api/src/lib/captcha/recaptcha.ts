import { z } from 'zod';
import type { Captcha } from './types';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const TIMEOUT_MS = 10_000;

const ResponseSchema = z.object({ success: z.boolean() });

export interface RecaptchaOptions {
  siteKey: string;
  secretKey: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** Google reCAPTCHA: the response token is checked once with Google (tokens are single-use there). */
export function createRecaptchaCaptcha(options: RecaptchaOptions): Captcha {
  const doFetch = options.fetch ?? fetch;
  return {
    provider: 'recaptcha',
    siteKey: options.siteKey,
    async verify({ solution, remoteIp }) {
      if (!solution) return false;
      const form = new URLSearchParams({ secret: options.secretKey, response: solution });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await doFetch(RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) return false;
        const body = ResponseSchema.safeParse(await response.json());
        return body.success && body.data.success;
      } catch {
        return false;
      }
    },
  };
}
