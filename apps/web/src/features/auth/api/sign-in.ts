import { useMutation } from '@tanstack/react-query';
import { SignInResponseSchema, type SignInRequest, type SignInResponse } from '@carta/shared';
import { api } from '@/lib/api-client';

/** `POST /accounts/signin`: tokens and roles for valid credentials, 401 otherwise. */
export async function signIn(body: SignInRequest): Promise<SignInResponse> {
  const answer = await api.post('/accounts/signin', body, { skipAuth: true });
  return SignInResponseSchema.parse(answer);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
