import { z } from 'zod';

/** docs/architecture.md §4 CAPTCHA_PROVIDER: self-hosted ALTCHA by default, Google reCAPTCHA, or none. */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'none'] as const;
export const CaptchaProviderSchema = z.enum(CAPTCHA_PROVIDERS);
export type CaptchaProvider = z.infer<typeof CaptchaProviderSchema>;

/** `GET /api/captcha/config`: which widget the server verifies, and reCAPTCHA's public key. */
export const CaptchaConfigSchema = z.object({
  provider: CaptchaProviderSchema,
  siteKey: z.string().optional(),
});
export type CaptchaConfig = z.infer<typeof CaptchaConfigSchema>;
