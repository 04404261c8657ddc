import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@carta/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useWebhookDeliveries } from '../../api/webhooks/get-webhook-deliveries';
import { useResendWebhookDelivery } from '../../api/webhooks/resend-webhook-delivery';
import { eventLabels, stateLabels, stateVariant } from './labels';

/** A delivery's date and time in the interface language. */
function useFormatDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string) => format.format(new Date(iso));
}

/** An endpoint's latest deliveries: event, state, HTTP status, attempts, time and Re-send. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const query = useWebhookDeliveries(endpointId);
  const resend = useResendWebhookDelivery();
  const formatDateTime = useFormatDateTime();
  const events = eventLabels(t);
  const states = stateLabels(t);

  if (query.isPending) return <p className="text-sm text-slate-500">{t('webhooks.loading')}</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('webhooks.deliveriesFailed')}
      </p>
    );
  }
  if (query.data.length === 0) {
    return <p className="text-sm text-slate-500">{t('webhooks.noDeliveries')}</p>;
  }

  const resendOne = (delivery: WebhookDelivery) =>
    resend.mutate(delivery.id, {
      onSuccess: () => toast({ title: t('webhooks.resent') }),
      onError: (error) =>
        toast({ title: errorText(error, 'genericError'), variant: 'destructive' }),
    });

  return (
    <ul aria-label={t('webhooks.deliveries')} className="divide-y divide-slate-100">
      {query.data.map((delivery) => (
        <li key={delivery.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
          <Badge variant={stateVariant[delivery.state]}>{states[delivery.state]}</Badge>
          <span className="font-medium text-slate-900">{events[delivery.event]}</span>
          <span className="text-slate-600">
            {delivery.last_status === null
              ? t('webhooks.noStatus')
              : t('webhooks.httpStatus', { status: delivery.last_status })}
          </span>
          <span className="text-slate-600">
            {t('webhooks.attempts', { count: delivery.attempts })}
          </span>
          <time dateTime={delivery.created_at} className="text-slate-500">
            {formatDateTime(delivery.created_at)}
          </time>
          {delivery.last_error && (
            <span className="w-full text-xs break-all text-slate-500">{delivery.last_error}</span>
          )}
          {(delivery.state === 'delivered' || delivery.state === 'failed') && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="ml-auto"
              disabled={resend.isPending}
              onClick={() => resendOne(delivery)}
              aria-label={t('webhooks.resendLabel', {
                event: events[delivery.event],
                time: formatDateTime(delivery.created_at),
              })}
            >
              <RotateCw aria-hidden="true" />
              {t('webhooks.resend')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
