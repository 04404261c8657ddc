import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@carta/shared';
import { getBusinesses } from '@/features/businesses/api/get-businesses';
import { businessKeys } from '@/features/businesses/api/query-keys';

/** One page (25) of the dashboard's business grid, paged on the server. */
export const businessesPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: businessKeys.page(page),
    queryFn: ({ signal }) => getBusinesses(page, PAGE_SIZE, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    // docs/product.md §8: the dashboard says which load failed.
    meta: { errorToast: { message: 'messages.loadBusinessesFailed' } },
  });

export function useBusinessesPage(page: number) {
  return useQuery(businessesPageQueryOptions(page));
}
