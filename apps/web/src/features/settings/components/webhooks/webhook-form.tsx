import { useId } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  WebhookEndpointInputSchema,
  type WebhookEndpointInput,
} from '@carta/shared';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { useApiForm } from '@/hooks/use-api-form';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { eventLabels } from './labels';

export interface WebhookFormProps {
  /** The endpoint being edited, or nothing for a new one. */
  initial?: Pick<WebhookEndpointInput, 'url' | 'events'>;
  onSubmit: (input: WebhookEndpointInput) => Promise<unknown>;
  onCancel: () => void;
}

/** An endpoint's URL and events, checked with the shared schema (docs/integrations.md). */
export function WebhookForm({ initial, onSubmit, onCancel }: WebhookFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const labels = eventLabels(t);
  const {
    register,
    submit,
    canSubmit,
    formError,
    submitError,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: WebhookEndpointInputSchema,
    defaultValues: { url: initial?.url ?? '', events: initial?.events ?? [], enabled: true },
    fields: ['url', 'events'],
    editing: initial !== undefined,
    onSubmit,
  });
  const eventsError = errors.events?.message ?? errors.events?.root?.message;
  // A refusal that is not about one field (too many endpoints, a lost connection).
  const refused =
    formError ??
    (submitError && !(submitError instanceof ApiError && Object.keys(submitError.fields).length > 0)
      ? errorText(submitError, 'genericError')
      : null);

  return (
    <form
      noValidate
      aria-label={initial ? t('webhooks.editTitle') : t('webhooks.addTitle')}
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-lg border border-slate-200 p-4"
    >
      <InputField
        id={`${id}-url`}
        type="url"
        inputMode="url"
        label={t('webhooks.url')}
        description={t('webhooks.urlHint')}
        placeholder="https://example.com/carta-webhooks"
        maxLength={WEBHOOK_LIMITS.urlMax}
        error={errors.url?.message}
        {...register('url')}
      />
      <fieldset aria-describedby={eventsError ? `${id}-events-error` : undefined}>
        <legend className="text-sm font-medium text-slate-900">{t('webhooks.eventsLegend')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                value={event}
                className="size-4 rounded border-slate-300 accent-brand-600"
                {...register('events')}
              />
              {labels[event]}
            </label>
          ))}
        </div>
        {eventsError && (
          <p id={`${id}-events-error`} role="alert" className="mt-1.5 text-sm text-red-600">
            {eventsError}
          </p>
        )}
      </fieldset>
      {refused && (
        <p role="alert" className="text-sm text-red-700">
          {refused}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!canSubmit}>
          {isSubmitting && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {t('webhooks.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('webhooks.cancel')}
        </Button>
      </div>
    </form>
  );
}
