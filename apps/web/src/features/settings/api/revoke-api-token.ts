import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiTokenKeys } from './get-api-tokens';

/** DELETE /api/accounts/api-tokens/:id: the token stops working at once. */
export const revokeApiToken = (id: string) =>
  api.delete(`/accounts/api-tokens/${encodeURIComponent(id)}`);

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['accounts', 'api-tokens', 'revoke'],
    mutationFn: revokeApiToken,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
    meta: { errorToast: { fallback: 'apiTokens.revokeFailed' } },
  });
}
