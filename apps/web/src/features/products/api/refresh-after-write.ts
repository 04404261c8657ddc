import type { QueryClient } from '@tanstack/react-query';
import { businessKeys, statsKeys } from '@/lib/businesses/query-keys';
import { productKeys } from './query-keys';

/**
 * After a product write: the product lists, the statistics and the business's activity log change.
 * `keepDetail` leaves a product page still on screen alone (it must not refetch a deleted product).
 */
export function refreshAfterProductWrite(
  queryClient: QueryClient,
  businessId: string,
  { keepDetail = false }: { keepDetail?: boolean } = {},
): void {
  void queryClient.invalidateQueries({
    queryKey: keepDetail ? productKeys.lists() : productKeys.all,
  });
  void queryClient.invalidateQueries({ queryKey: statsKeys.all });
  void queryClient.invalidateQueries({ queryKey: businessKeys.activity(businessId) });
}
