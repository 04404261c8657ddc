import { useMutation } from '@tanstack/react-query';
import { WebhookEndpointWithSecretSchema, type WebhookEndpointWithSecret } from '@carta/shared';
import { api } from '@/lib/api-client';

/** POST /api/webhooks/:id/rotate-secret: a new signing secret, shown once. */
export async function rotateWebhookSecret(id: string): Promise<WebhookEndpointWithSecret> {
  const body = await api.post(`/webhooks/${encodeURIComponent(id)}/rotate-secret`);
  return WebhookEndpointWithSecretSchema.parse(body);
}

export function useRotateWebhookSecret() {
  return useMutation({
    mutationKey: ['webhooks', 'rotate-secret'],
    mutationFn: rotateWebhookSecret,
  });
}
