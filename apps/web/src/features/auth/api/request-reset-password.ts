import { useMutation } from '@tanstack/react-query';
import type { RequestResetRequest } from '@carta/shared';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** `POST /accounts/request-reset-password`: always 200, whether or not the account exists. */
export async function requestResetPassword(body: RequestResetRequest): Promise<void> {
  await api.post(
    '/accounts/request-reset-password',
    { ...body, language: body.language ?? currentLanguage() },
    { skipAuth: true },
  );
}

export function useRequestResetPassword() {
  return useMutation({ mutationFn: requestResetPassword });
}
