import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { MenuViewsStatsSchema, type MenuViewsRange, type MenuViewsStats } from '@carta/shared';
import { api } from '@/lib/api-client';
import { keepPreviousInBusiness } from '@/lib/keep-previous-in-business';
import { statsKeys } from './query-keys';

/**
 * GET /api/stats/:businessId/views?from&to: the business's menu views of a range of days, by day,
 * menu, source, device and language (docs/product.md, "Menu views").
 */
export async function getMenuViews(
  businessId: string,
  range: MenuViewsRange,
  signal?: AbortSignal,
): Promise<MenuViewsStats> {
  const body = await api.get(`/stats/${encodeURIComponent(businessId)}/views`, {
    query: { from: range.from, to: range.to },
    signal,
  });
  return MenuViewsStatsSchema.parse(body);
}

/** `null` while no business or range is known: the query waits (skipToken) instead of fetching. */
export const menuViewsQueryOptions = (businessId: string | null, range: MenuViewsRange | null) =>
  queryOptions({
    queryKey: statsKeys.views(businessId ?? '', range?.from ?? '', range?.to ?? ''),
    queryFn:
      businessId && range ? ({ signal }) => getMenuViews(businessId, range, signal) : skipToken,
    // Another period of the same business keeps the views shown until its own arrive; another
    // business never shows the previous one's. The views card shows a failure by itself.
    ...keepPreviousInBusiness(businessId ?? '', { errorToast: false }),
  });

export function useMenuViews(businessId: string | null, range: MenuViewsRange | null) {
  return useQuery(menuViewsQueryOptions(businessId, range));
}
