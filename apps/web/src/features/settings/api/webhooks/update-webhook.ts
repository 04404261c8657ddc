import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  WebhookEndpointSchema,
  type WebhookEndpoint,
  type WebhookEndpointPatch,
} from '@carta/shared';
import { api } from '@/lib/api-client';
import { webhookKeys } from './query-keys';

/** PATCH /api/webhooks/:id: URL, events or on/off; fields left out stay. */
export async function updateWebhook(
  id: string,
  patch: WebhookEndpointPatch,
): Promise<WebhookEndpoint> {
  const body = await api.patch(`/webhooks/${encodeURIComponent(id)}`, patch);
  return WebhookEndpointSchema.parse(body);
}

export function useUpdateWebhook(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['webhooks', 'update'],
    mutationFn: ({ id, patch }: { id: string; patch: WebhookEndpointPatch }) =>
      updateWebhook(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(businessId) }),
  });
}
