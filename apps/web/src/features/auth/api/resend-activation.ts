import { useMutation } from '@tanstack/react-query';
import type { ResendActivationRequest } from '@carta/shared';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** `POST /accounts/resend-activation`: always 200, whether or not the account exists. */
export async function resendActivation(body: ResendActivationRequest): Promise<void> {
  await api.post(
    '/accounts/resend-activation',
    { ...body, language: body.language ?? currentLanguage() },
    { skipAuth: true },
  );
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
