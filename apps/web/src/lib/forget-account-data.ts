import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clearImpersonation } from './impersonation';
import type { SessionStore } from './session';

/**
 * Cached data and the impersonated account belong to the signed-in account: both go as soon as
 * that account's session ends, however it ends (user menu, failed refresh, another tab signing out
 * or in as someone else). Token refreshes of the same account keep them.
 */
export function useForgetAccountData(store: SessionStore): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let accountId = store.getState().user?.id ?? null;
    return store.subscribe(() => {
      const next = store.getState().user?.id ?? null;
      if (accountId !== null && next !== accountId) {
        clearImpersonation();
        queryClient.clear();
      }
      accountId = next;
    });
  }, [store, queryClient]);
}
