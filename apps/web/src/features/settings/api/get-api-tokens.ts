import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiTokenSchema, type ApiToken } from '@carta/shared';
import { api } from '@/lib/api-client';

export const apiTokenKeys = { all: ['accounts', 'api-tokens'] as const };

const ApiTokenListSchema = z.array(ApiTokenSchema);

/** GET /api/accounts/api-tokens: the account's personal API tokens, newest first (never the secrets). */
export async function getApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  return ApiTokenListSchema.parse(await api.get('/accounts/api-tokens', { signal }));
}

export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: apiTokenKeys.all,
    queryFn: ({ signal }) => getApiTokens(signal),
    // The card shows a failure by itself.
    meta: { errorToast: false },
  });

export const useApiTokens = () => useQuery(apiTokensQueryOptions());
