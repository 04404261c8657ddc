import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** `GET /captcha/config`: which widget the server verifies (its shape is the API's, not shared). */
const CaptchaConfigSchema = z.object({
  provider: z.enum(['altcha', 'recaptcha', 'none']),
  siteKey: z.string().optional(),
});
export type CaptchaConfig = z.infer<typeof CaptchaConfigSchema>;

export async function getCaptchaConfig(): Promise<CaptchaConfig> {
  return CaptchaConfigSchema.parse(await api.get('/captcha/config', { skipAuth: true }));
}

export const captchaConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['captcha', 'config'],
    queryFn: getCaptchaConfig,
    // Fixed for the server's lifetime.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCaptchaConfig() {
  return useQuery(captchaConfigQueryOptions());
}
