import { useId, useState } from 'react';
import { Webhook } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_LIMITS, type WebhookEndpointWithSecret } from '@carta/shared';
import { useBusinessSelection, useCurrentBusiness } from '@/features/businesses';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCreateWebhook } from '../../api/webhooks/create-webhook';
import { useWebhooks } from '../../api/webhooks/get-webhooks';
import { SectionIcon } from '../section-icon';
import { WebhookEndpointItem } from './webhook-endpoint-item';
import { WebhookForm } from './webhook-form';
import { WebhookSecret } from './webhook-secret';

/**
 * Settings → Webhooks (docs/integrations.md, "Webhooks"): a business's endpoints with their last
 * delivery, adding and editing one, its secret shown once, and its deliveries with Re-send.
 */
export function WebhooksCard() {
  const { t } = useTranslation();
  const id = useId();
  const current = useCurrentBusiness();
  const { businesses } = useBusinessSelection();
  const [picked, setPicked] = useState<string | null>(null);
  const businessId = picked ?? current.business?.id ?? null;
  const query = useWebhooks(businessId);
  const create = useCreateWebhook(businessId ?? '');
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  const endpoints = query.data ?? [];
  const full = endpoints.length >= WEBHOOK_LIMITS.endpointsPerBusiness;

  return (
    <Card>
      <CardHeader className="flex-row items-start gap-4">
        <SectionIcon icon={Webhook} />
        <div className="grid gap-1.5">
          <CardTitle id={`${id}-title`}>{t('webhooks.title')}</CardTitle>
          <CardDescription>{t('webhooks.description')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!current.pending && businessId === null && (
          <p className="text-sm text-slate-600">{t('webhooks.noBusiness')}</p>
        )}
        {businesses.length > 1 && businessId !== null && (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-business`} className="text-sm font-medium text-slate-900">
              {t('webhooks.business')}
            </label>
            <select
              id={`${id}-business`}
              value={businessId}
              onChange={(event) => {
                setPicked(event.target.value);
                setAdding(false);
                setSecret(null);
              }}
              className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
            >
              {businesses.map((business) => (
                <option key={business.id} value={business.id}>
                  {business.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {secret && <WebhookSecret secret={secret.secret} onDone={() => setSecret(null)} />}
        {query.isError && (
          <p role="alert" className="text-sm text-red-700">
            {t('webhooks.loadFailed')}
          </p>
        )}
        {query.isSuccess && endpoints.length === 0 && !adding && (
          <p className="text-sm text-slate-600">{t('webhooks.empty')}</p>
        )}
        {endpoints.length > 0 && (
          <ul aria-labelledby={`${id}-title`} className="grid gap-3">
            {endpoints.map((endpoint) => (
              <WebhookEndpointItem key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
            ))}
          </ul>
        )}
        {adding && businessId !== null && (
          <WebhookForm
            onSubmit={(input) =>
              create.mutateAsync(input, {
                onSuccess: (created) => {
                  setAdding(false);
                  setSecret(created);
                },
              })
            }
            onCancel={() => setAdding(false)}
          />
        )}
        {query.isSuccess && !adding && (
          <div>
            <Button type="button" variant="outline" disabled={full} onClick={() => setAdding(true)}>
              {t('webhooks.add')}
            </Button>
            {full && (
              <p className="mt-1.5 text-xs text-slate-500">
                {t('webhooks.full', { max: WEBHOOK_LIMITS.endpointsPerBusiness })}
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
