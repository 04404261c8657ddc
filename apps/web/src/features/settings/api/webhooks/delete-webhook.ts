import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { webhookKeys } from './query-keys';

/** DELETE /api/webhooks/:id, with its deliveries. */
export async function deleteWebhook(id: string): Promise<void> {
  await api.delete(`/webhooks/${encodeURIComponent(id)}`);
}

export function useDeleteWebhook(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['webhooks', 'delete'],
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(businessId) }),
  });
}
