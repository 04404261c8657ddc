import { mutationOptions, useMutation } from '@tanstack/react-query';
import { TokensSchema, type ChangePasswordRequest, type Tokens } from '@carta/shared';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

/** POST /api/accounts/change-password; the answer may carry fresh tokens for this session. */
export async function changePassword(request: ChangePasswordRequest): Promise<Tokens | null> {
  const body = await api.post('/accounts/change-password', request);
  const tokens = TokensSchema.safeParse(body && 'tokens' in body ? body.tokens : undefined);
  return tokens.success ? tokens.data : null;
}

export const changePasswordMutationOptions = mutationOptions({
  mutationKey: ['accounts', 'change-password'],
  mutationFn: changePassword,
});

/** Changes the password and keeps the session on the new tokens when the server sends them. */
export function useChangePassword() {
  const { user, updateUser } = useSession();
  return useMutation({
    ...changePasswordMutationOptions,
    onSuccess: (tokens) => {
      if (tokens && user) updateUser({ ...user, tokens });
    },
  });
}
