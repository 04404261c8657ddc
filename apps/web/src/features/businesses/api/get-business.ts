import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BusinessSchema, type Business } from '@carta/shared';
import { businessKeys } from '@/features/businesses/api/query-keys';

/** GET /api/businesses/:id (404 when missing or not the owner's). */
export async function getBusiness(id: string, signal?: AbortSignal): Promise<Business> {
  return BusinessSchema.parse(await api.get(`/businesses/${encodeURIComponent(id)}`, { signal }));
}

export const businessQueryOptions = (id: string) =>
  queryOptions({
    queryKey: businessKeys.detail(id),
    queryFn: ({ signal }) => getBusiness(id, signal),
    meta: { errorToast: { fallback: 'businesses.toast.loadFailed' } },
  });

/** `toastErrors: false` where the screen shows a failed load by itself (the details page). */
export function useBusiness(id: string, { toastErrors = true } = {}) {
  const options = businessQueryOptions(id);
  return useQuery(toastErrors ? options : { ...options, meta: { errorToast: false } });
}
