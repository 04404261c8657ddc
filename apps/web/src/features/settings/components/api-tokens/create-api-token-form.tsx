import { useId } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  ApiTokenCreateRequestSchema,
  type ApiTokenCreateRequest,
  type CreatedApiToken,
} from '@carta/shared';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { useApiForm } from '@/hooks/use-api-form';
import { errorText } from '@/lib/i18n';
import { useCreateApiToken } from '../../api/create-api-token';
import { SettingsNotice } from '../settings-notice';

const NEVER = 'never';
const defaultValues: ApiTokenCreateRequest = { name: '', scope: 'read', expires_in_days: 90 };

/** Name, scope (read, or read and write) and expiry of a new token; the server checks the same schema. */
export function CreateApiTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useCreateApiToken();
  const {
    register,
    submit,
    formError,
    formState: { errors },
  } = useApiForm({
    schema: ApiTokenCreateRequestSchema,
    defaultValues,
    fields: ['name', 'scope', 'expires_in_days'],
    afterSave: 'clear',
    onSubmit: async (input) => onCreated(await mutation.mutateAsync(input)),
  });

  const failure =
    mutation.isError && !errors.name
      ? (formError ?? errorText(mutation.error, 'genericError'))
      : null;

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      className="grid gap-5 rounded-lg border border-slate-200 p-4"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {t('apiTokens.create.title')}
      </h3>
      {failure && <SettingsNotice variant="error">{failure}</SettingsNotice>}
      <InputField
        id={`${id}-name`}
        label={t('apiTokens.create.name')}
        description={t('apiTokens.create.nameHint')}
        maxLength={API_TOKEN_NAME_MAX}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">
          {t('apiTokens.create.scope')}
        </legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <label key={scope} className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="radio"
              value={scope}
              className="mt-0.5 size-4 accent-brand-600"
              {...register('scope')}
            />
            <span>
              <span className="font-medium text-slate-900">{t(`apiTokens.scopes.${scope}`)}</span>
              <span className="block text-slate-500">{t(`apiTokens.scopeHints.${scope}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormField
        id={`${id}-expiry`}
        label={t('apiTokens.create.expiry')}
        error={errors.expires_in_days?.message}
      >
        {(control) => (
          <select
            {...control}
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            {...register('expires_in_days', {
              setValueAs: (value: unknown) =>
                value === NEVER || value === null ? null : Number(value),
            })}
          >
            {API_TOKEN_EXPIRY_DAYS.map((days) => (
              <option key={days} value={days}>
                {t('apiTokens.expiryDays', { count: days })}
              </option>
            ))}
            <option value={NEVER}>{t('apiTokens.expiryNever')}</option>
          </select>
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
          {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {mutation.isPending ? t('apiTokens.create.submitting') : t('apiTokens.create.submit')}
        </Button>
      </div>
    </form>
  );
}
