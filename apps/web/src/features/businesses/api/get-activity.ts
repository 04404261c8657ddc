import { queryOptions, skipToken } from '@tanstack/react-query';
import { z } from 'zod';
import { ActivityEntrySchema, RECENT_ACTIVITY_LIMIT, type ActivityEntry } from '@carta/shared';
import { api } from '@/lib/api-client';
import { businessKeys } from './query-keys';

const ActivityListSchema = z.array(ActivityEntrySchema);

/** GET /api/businesses/:id/activity: the latest entries of the activity log, newest first. */
export async function getActivity(
  businessId: string,
  signal?: AbortSignal,
): Promise<ActivityEntry[]> {
  const body = await api.get(`/businesses/${encodeURIComponent(businessId)}/activity`, {
    query: { limit: RECENT_ACTIVITY_LIMIT },
    signal,
  });
  return ActivityListSchema.parse(body);
}

/** `null` while no business is selected: the query waits (skipToken) instead of fetching. */
export const activityQueryOptions = (businessId: string | null) =>
  queryOptions({
    queryKey: businessKeys.activity(businessId ?? ''),
    queryFn: businessId ? ({ signal }) => getActivity(businessId, signal) : skipToken,
    // The recent activity card shows a failure by itself.
    meta: { errorToast: false },
  });
