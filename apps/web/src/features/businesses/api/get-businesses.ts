import { queryOptions } from '@tanstack/react-query';
import { BUSINESSES_LOAD_SIZE, type PagedList } from '@carta/shared';
import { api } from '@/lib/api-client';
import type { Business } from '@carta/shared';
import { BusinessPageSchema } from './business-schema';
import { businessKeys } from './query-keys';

/** GET /api/businesses: one page of the signed-in owner's businesses. */
export async function getBusinesses(
  page: number,
  itemsPerPage: number,
  signal?: AbortSignal,
): Promise<PagedList<Business>> {
  const body = await api.get('/businesses', {
    query: { page, items_per_page: itemsPerPage },
    signal,
  });
  return BusinessPageSchema.parse(body);
}

/** Every business at once (docs/product.md §7: loaded with 1000) for the selector and selection rules. */
export const selectableBusinessesQueryOptions = () =>
  queryOptions({
    queryKey: businessKeys.selectable(),
    queryFn: async ({ signal }) => (await getBusinesses(1, BUSINESSES_LOAD_SIZE, signal)).items,
    // The business selector shows a failure with Retry.
    meta: { errorToast: false },
  });
