import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreatedApiTokenSchema,
  type ApiTokenCreateRequest,
  type CreatedApiToken,
} from '@carta/shared';
import { api } from '@/lib/api-client';
import { apiTokenKeys } from './get-api-tokens';

/** POST /api/accounts/api-tokens: the answer is the only time the token itself is shown. */
export async function createApiToken(request: ApiTokenCreateRequest): Promise<CreatedApiToken> {
  return CreatedApiTokenSchema.parse(await api.post('/accounts/api-tokens', request));
}

/** Creates a token and reloads the list (which never holds the token itself). */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['accounts', 'api-tokens', 'create'],
    mutationFn: createApiToken,
    // A failure is shown by the form (field errors, or an alert), not toasted.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
