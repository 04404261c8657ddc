import type { Captcha } from './types';

/** CAPTCHA_PROVIDER=none: for tests and closed installations. */
export function createNoCaptcha(): Captcha {
  return { provider: 'none', verify: async () => true };
}
