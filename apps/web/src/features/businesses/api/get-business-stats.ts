import { queryOptions, useQuery } from '@tanstack/react-query';
import { BusinessStatsSchema, type BusinessStats } from '@carta/shared';
import { api } from '@/lib/api-client';
import { statsKeys } from '@/features/businesses/api/query-keys';

/** GET /api/stats/:businessId: the business's product, category and menu counts. */
export async function getBusinessStats(id: string, signal?: AbortSignal): Promise<BusinessStats> {
  return BusinessStatsSchema.parse(await api.get(`/stats/${encodeURIComponent(id)}`, { signal }));
}

export const businessStatsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: statsKeys.one(id),
    queryFn: ({ signal }) => getBusinessStats(id, signal),
    // The details page goes without its counts.
    meta: { errorToast: false },
  });

export function useBusinessStats(id: string) {
  return useQuery(businessStatsQueryOptions(id));
}
