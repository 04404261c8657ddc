import { queryOptions, useQuery } from '@tanstack/react-query';
import { CaptchaConfigSchema, type CaptchaConfig } from '@carta/shared';
import { api } from '@/lib/api-client';

export type { CaptchaConfig };

export async function getCaptchaConfig(): Promise<CaptchaConfig> {
  return CaptchaConfigSchema.parse(await api.get('/captcha/config', { skipAuth: true }));
}

export const captchaConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['captcha', 'config'],
    queryFn: getCaptchaConfig,
    // Fixed for the server's lifetime.
    staleTime: Number.POSITIVE_INFINITY,
    // The captcha field shows a failure by itself.
    meta: { errorToast: false },
  });

export function useCaptchaConfig() {
  return useQuery(captchaConfigQueryOptions());
}
