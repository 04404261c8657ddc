import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_ACCOUNTS_PAGE_SIZE,
  AccountSchema,
  pagedListSchema,
  type Account,
  type PagedList,
} from '@carta/shared';
import { api } from '@/lib/api-client';

const AccountsPageSchema = pagedListSchema(AccountSchema);

/** GET /api/accounts (admins only). Never impersonated: the admin lists every account (docs/product.md §6). */
export async function getAccounts(page: number, signal?: AbortSignal): Promise<PagedList<Account>> {
  const body = await api.get('/accounts', {
    query: { page, items_per_page: ADMIN_ACCOUNTS_PAGE_SIZE },
    skipImpersonation: true,
    signal,
  });
  return AccountsPageSchema.parse(body);
}

export const accountsQueryKey = ['admin', 'accounts'] as const;

export const accountsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...accountsQueryKey, page],
    queryFn: ({ signal }) => getAccounts(page, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    // The page shows a failure with Retry.
    meta: { errorToast: false },
  });

export function useAccounts(page: number) {
  return useQuery(accountsQueryOptions(page));
}
