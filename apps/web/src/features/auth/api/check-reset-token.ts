import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /accounts/reset-password/{token}`: answers 200 while the link can still reset the password
 * and 400 `invalidToken` when it is unknown, used or expired; spends nothing.
 */
export async function checkResetToken(token: string, signal?: AbortSignal): Promise<void> {
  await api.get(`/accounts/reset-password/${encodeURIComponent(token)}`, {
    skipAuth: true,
    signal,
  });
}

/** Asked once when the reset page opens, before the form is shown (docs/product.md §2). */
export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => checkResetToken(token, signal).then(() => true),
    staleTime: Infinity,
    refetchOnReconnect: false,
    // The page shows the outcome itself: the invalid-link state, or an error with Retry.
    meta: { errorToast: false },
  });
}
