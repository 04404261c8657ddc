import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  WebhookEndpointWithSecretSchema,
  type WebhookEndpointInput,
  type WebhookEndpointWithSecret,
} from '@carta/shared';
import { api } from '@/lib/api-client';
import { webhookKeys } from './query-keys';

/** POST /api/businesses/:id/webhooks: the answer carries the signing secret, shown once. */
export async function createWebhook(
  businessId: string,
  input: WebhookEndpointInput,
): Promise<WebhookEndpointWithSecret> {
  const body = await api.post(`/businesses/${encodeURIComponent(businessId)}/webhooks`, input);
  return WebhookEndpointWithSecretSchema.parse(body);
}

export function useCreateWebhook(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['webhooks', 'create'],
    mutationFn: (input: WebhookEndpointInput) => createWebhook(businessId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(businessId) }),
  });
}
