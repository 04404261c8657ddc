import { useMutation } from '@tanstack/react-query';
import type { SignUpRequest } from '@carta/shared';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/**
 * `POST /accounts/signup`: creates an inactive account and sends the activation e-mail. The answer
 * is the same when the address is already registered (its owner is mailed instead).
 */
export async function signUp(body: SignUpRequest): Promise<void> {
  await api.post(
    '/accounts/signup',
    { ...body, language: body.language ?? currentLanguage() },
    { skipAuth: true },
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
