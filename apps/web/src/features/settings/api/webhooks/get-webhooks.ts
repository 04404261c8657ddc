import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { WebhookEndpointSchema, type WebhookEndpoint } from '@carta/shared';
import { api } from '@/lib/api-client';
import { webhookKeys } from './query-keys';

/** GET /api/businesses/:id/webhooks: the business's endpoints, each with its latest delivery. */
export async function getWebhooks(
  businessId: string,
  signal?: AbortSignal,
): Promise<WebhookEndpoint[]> {
  const body = await api.get(`/businesses/${encodeURIComponent(businessId)}/webhooks`, { signal });
  return WebhookEndpointSchema.array().parse(body);
}

export const webhooksQueryOptions = (businessId: string | null) =>
  queryOptions({
    queryKey: webhookKeys.list(businessId ?? ''),
    queryFn: businessId ? ({ signal }) => getWebhooks(businessId, signal) : skipToken,
  });

export function useWebhooks(businessId: string | null) {
  return useQuery(webhooksQueryOptions(businessId));
}
