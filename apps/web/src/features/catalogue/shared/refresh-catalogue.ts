import type { QueryClient } from '@tanstack/react-query';
import { businessKeys, statsKeys } from '@/features/businesses';
import { categoryKeys, menuKeys, productKeys } from './query-keys';

/**
 * After a category or menu write: lists, pickers, statistics and the business's activity log are
 * stale. Categories feed menus (names, product counts), so a category write refreshes menus too.
 * Details are only marked stale: a page still showing a deleted one must not refetch it (404).
 */
export function refreshCatalogue(
  queryClient: QueryClient,
  entity: 'category' | 'menu',
  businessId: string,
): void {
  const invalidate = (queryKey: readonly unknown[], refetch = true) =>
    void queryClient.invalidateQueries({ queryKey, refetchType: refetch ? 'active' : 'none' });

  if (entity === 'category') {
    invalidate(categoryKeys.all, false);
    invalidate(categoryKeys.lists());
    invalidate([...categoryKeys.all, 'picker']);
  }
  invalidate(menuKeys.all, false);
  invalidate(menuKeys.lists());
  invalidate(statsKeys.all);
  invalidate(businessKeys.activity(businessId));
}

/**
 * After a product write: the product lists, the statistics and the business's activity log change,
 * and so do categories (their products' names, prices, counts) and menus (their categories' product
 * counts). `keepDetail` leaves a product page still on screen alone (it must not refetch a deleted
 * product).
 */
export function refreshAfterProductWrite(
  queryClient: QueryClient,
  businessId: string,
  { keepDetail = false }: { keepDetail?: boolean } = {},
): void {
  void queryClient.invalidateQueries({
    queryKey: keepDetail ? productKeys.lists() : productKeys.all,
  });
  void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
  void queryClient.invalidateQueries({ queryKey: menuKeys.all });
  void queryClient.invalidateQueries({ queryKey: statsKeys.all });
  void queryClient.invalidateQueries({ queryKey: businessKeys.activity(businessId) });
}
