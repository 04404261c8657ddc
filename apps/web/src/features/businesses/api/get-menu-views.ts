import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { MenuViewsStatsSchema, type MenuViewsStats } from '@carta/shared';
import { api } from '@/lib/api-client';
import { statsKeys } from './query-keys';

/**
 * GET /api/stats/:businessId/views: the business's menu views of the last 30 days, by day, menu,
 * source, device and language (docs/product.md, "Menu views").
 */
export async function getMenuViews(
  businessId: string,
  signal?: AbortSignal,
): Promise<MenuViewsStats> {
  const body = await api.get(`/stats/${encodeURIComponent(businessId)}/views`, { signal });
  return MenuViewsStatsSchema.parse(body);
}

/** `null` while no business is selected: the query waits (skipToken) instead of fetching. */
export const menuViewsQueryOptions = (businessId: string | null) =>
  queryOptions({
    queryKey: statsKeys.views(businessId ?? ''),
    queryFn: businessId ? ({ signal }) => getMenuViews(businessId, signal) : skipToken,
    // The views card shows a failure by itself.
    meta: { errorToast: false },
  });

export function useMenuViews(businessId: string | null) {
  return useQuery(menuViewsQueryOptions(businessId));
}
