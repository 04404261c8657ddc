import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebhookDeliverySchema, type WebhookDelivery } from '@carta/shared';
import { api } from '@/lib/api-client';
import { webhookKeys } from './query-keys';

/** POST /api/webhooks/:id/ping: queues a test delivery. */
export async function pingWebhook(id: string): Promise<WebhookDelivery> {
  const body = await api.post(`/webhooks/${encodeURIComponent(id)}/ping`);
  return WebhookDeliverySchema.parse(body);
}

export function usePingWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['webhooks', 'ping'],
    mutationFn: pingWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
