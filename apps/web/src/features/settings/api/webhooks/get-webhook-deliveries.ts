import { queryOptions, useQuery } from '@tanstack/react-query';
import { WebhookDeliverySchema, type WebhookDelivery } from '@carta/shared';
import { api } from '@/lib/api-client';
import { webhookKeys } from './query-keys';

/** GET /api/webhooks/:id/deliveries: the endpoint's latest deliveries, newest first. */
export async function getWebhookDeliveries(
  endpointId: string,
  signal?: AbortSignal,
): Promise<WebhookDelivery[]> {
  const body = await api.get(`/webhooks/${encodeURIComponent(endpointId)}/deliveries`, {
    signal,
  });
  return WebhookDeliverySchema.array().parse(body);
}

export const webhookDeliveriesQueryOptions = (endpointId: string) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: ({ signal }) => getWebhookDeliveries(endpointId, signal),
  });

export function useWebhookDeliveries(endpointId: string) {
  return useQuery(webhookDeliveriesQueryOptions(endpointId));
}
