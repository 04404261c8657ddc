import { queryOptions, useQuery } from '@tanstack/react-query';
import { StatsMapSchema, type StatsMap } from '@carta/shared';
import { api } from '@/lib/api-client';
import { statsKeys } from '@/features/businesses';

/** GET /api/stats: business id → product, category and menu counts, for every owned business. */
export async function getStats(signal?: AbortSignal): Promise<StatsMap> {
  return StatsMapSchema.parse(await api.get('/stats', { signal }));
}

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.map(),
    queryFn: ({ signal }) => getStats(signal),
    // docs/product.md §8: the dashboard says which load failed.
    meta: { errorToast: { message: 'messages.loadStatisticsFailed' } },
  });

export function useStats() {
  return useQuery(statsQueryOptions());
}
