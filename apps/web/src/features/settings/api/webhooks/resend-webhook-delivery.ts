import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebhookDeliverySchema, type WebhookDelivery } from '@carta/shared';
import { api } from '@/lib/api-client';
import { webhookKeys } from './query-keys';

/** POST /api/webhook-deliveries/:id/resend: the same delivery goes back in the queue. */
export async function resendWebhookDelivery(id: string): Promise<WebhookDelivery> {
  const body = await api.post(`/webhook-deliveries/${encodeURIComponent(id)}/resend`);
  return WebhookDeliverySchema.parse(body);
}

export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['webhooks', 'resend'],
    mutationFn: resendWebhookDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
