import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@carta/shared';
import { api } from '@/lib/api-client';

export interface ResetPasswordInput extends ResetPasswordRequest {
  /** The reset token from the e-mailed link. */
  token: string;
}

/** `POST /accounts/reset-password/{token}`: sets the new password (400 when the link is bad). */
export async function resetPassword({ token, password }: ResetPasswordInput): Promise<void> {
  await api.post(
    `/accounts/reset-password/${encodeURIComponent(token)}`,
    { password },
    {
      skipAuth: true,
    },
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
