import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OutgoingMail } from '@carta/shared';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { mailQueryKey } from './get-mail';

/** POST /api/admin/mail/:id/retry: a failed e-mail goes back to the queue (409 mailNotFailed otherwise). */
export const retryMail = (id: string) =>
  api.post(`/admin/mail/${encodeURIComponent(id)}/retry`, undefined, { skipImpersonation: true });

/** Sends a failed e-mail again, toasts the outcome (the API's message on failure) and reloads the list. */
export function useRetryMail() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mail: OutgoingMail) => retryMail(mail.id),
    onSuccess: (_data, mail) => {
      toast({
        title: t('admin.mail.toast.retriedTitle'),
        description: t('admin.mail.toast.retriedDescription', { to: mail.to }),
      });
    },
    // A refusal (409) means its state changed since the list loaded: show the new one either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailQueryKey }),
    meta: { errorToast: {} },
  });
}
