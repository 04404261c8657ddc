import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@carta/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { errorText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDeleteWebhook } from '../../api/webhooks/delete-webhook';
import { usePingWebhook } from '../../api/webhooks/ping-webhook';
import { useRotateWebhookSecret } from '../../api/webhooks/rotate-webhook-secret';
import { useUpdateWebhook } from '../../api/webhooks/update-webhook';
import { eventLabels, stateLabels, stateVariant } from './labels';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';

export interface WebhookEndpointItemProps {
  endpoint: WebhookEndpoint;
  /** A new secret to show once (after rotating). */
  onSecret: (endpoint: WebhookEndpointWithSecret) => void;
}

/** One endpoint: its URL, events, on/off, last delivery, and what can be done with it. */
export function WebhookEndpointItem({ endpoint, onSecret }: WebhookEndpointItemProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'rotate' | null>(null);
  const update = useUpdateWebhook(endpoint.business_id);
  const remove = useDeleteWebhook(endpoint.business_id);
  const rotate = useRotateWebhookSecret();
  const ping = usePingWebhook();
  const events = eventLabels(t);
  const states = stateLabels(t);
  const last = endpoint.last_delivery;
  const failed = (error: unknown) =>
    toast({ title: errorText(error, 'genericError'), variant: 'destructive' });

  if (editing) {
    return (
      <li>
        <WebhookForm
          initial={endpoint}
          onSubmit={(input) =>
            update.mutateAsync(
              { id: endpoint.id, patch: { url: input.url, events: input.events } },
              { onSuccess: () => setEditing(false) },
            )
          }
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }

  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-mono text-sm break-all text-slate-900">{endpoint.url}</p>
        {last ? (
          <Badge variant={stateVariant[last.state]}>
            {t('webhooks.lastDelivery', { state: states[last.state] })}
          </Badge>
        ) : (
          <Badge variant="secondary">{t('webhooks.neverSent')}</Badge>
        )}
      </div>
      <p className="text-sm text-slate-600">
        {endpoint.events.map((event) => events[event]).join(' · ')}
      </p>
      <Switch
        checked={endpoint.enabled}
        disabled={update.isPending}
        label={t('webhooks.enabled')}
        description={t('webhooks.enabledHint')}
        onCheckedChange={(enabled) =>
          update.mutate({ id: endpoint.id, patch: { enabled } }, { onError: failed })
        }
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => setEditing(true)}>
          {t('webhooks.edit')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={ping.isPending}
          onClick={() =>
            ping.mutate(endpoint.id, {
              onSuccess: () => {
                toast({ title: t('webhooks.testSent') });
                setShowDeliveries(true);
              },
              onError: failed,
            })
          }
        >
          {t('webhooks.sendTest')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-expanded={showDeliveries}
          onClick={() => setShowDeliveries((shown) => !shown)}
        >
          {showDeliveries ? t('webhooks.hideDeliveries') : t('webhooks.showDeliveries')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setConfirm('rotate')}>
          {t('webhooks.rotate')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setConfirm('delete')}>
          {t('webhooks.delete')}
        </Button>
      </div>
      {showDeliveries && <WebhookDeliveries endpointId={endpoint.id} />}
      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('webhooks.rotateTitle')}
        description={t('webhooks.rotateText')}
        confirmLabel={t('webhooks.rotate')}
        cancelLabel={t('webhooks.cancel')}
        pending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(endpoint.id, {
            onSuccess: (rotated) => {
              setConfirm(null);
              onSecret(rotated);
            },
            onError: failed,
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('webhooks.deleteTitle')}
        description={t('webhooks.deleteText', { url: endpoint.url })}
        confirmLabel={t('webhooks.delete')}
        cancelLabel={t('webhooks.cancel')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(endpoint.id, { onSuccess: () => setConfirm(null), onError: failed })
        }
      />
    </li>
  );
}
