import type { AppConfig } from '../../config';
import { createAltchaCaptcha, type AltchaOptions } from './altcha';
import { createNoCaptcha } from './none';
import { createRecaptchaCaptcha } from './recaptcha';
import type { Captcha, UsedChallengeStore } from './types';

export type { Captcha, UsedChallengeStore } from './types';

export interface CaptchaDeps {
  /** Secret the ALTCHA HMAC keys are derived from. */
  secret: string;
  store: UsedChallengeStore;
  altcha?: Partial<Omit<AltchaOptions, 'secret' | 'store'>>;
  fetch?: typeof fetch;
}

export function createCaptcha(config: AppConfig['captcha'], deps: CaptchaDeps): Captcha {
  switch (config.provider) {
    case 'none':
      return createNoCaptcha();
    case 'recaptcha':
      return createRecaptchaCaptcha({
        siteKey: config.siteKey,
        secretKey: config.secretKey,
        fetch: deps.fetch,
      });
    case 'altcha':
      return createAltchaCaptcha({ ...deps.altcha, secret: deps.secret, store: deps.store });
  }
}
