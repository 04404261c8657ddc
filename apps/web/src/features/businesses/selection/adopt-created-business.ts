import type { QueryClient } from '@tanstack/react-query';
import type { Business } from '@carta/shared';
import { businessKeys, statsKeys } from '@/features/businesses/api/query-keys';
import { selectBusiness } from './use-business-selection';

/**
 * docs/product.md §4: creating a business adds it to the list and selects it. It joins the cached list first
 * so the selection rules never see the new id missing, then the lists and statistics reload.
 */
export function adoptCreatedBusiness(queryClient: QueryClient, business: Business): void {
  queryClient.setQueryData<Business[]>(businessKeys.selectable(), (items) =>
    items && !items.some((item) => item.id === business.id) ? [...items, business] : items,
  );
  queryClient.setQueryData(businessKeys.detail(business.id), business);
  selectBusiness(business.id);
  void queryClient.invalidateQueries({ queryKey: businessKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: statsKeys.all });
}
