import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BusinessInputSchema,
  DEFAULT_CONTENT_LANGUAGE,
  DEFAULT_CURRENCY,
  isContentLanguage,
  slugify,
  type BusinessInput,
  type BusinessInputValues,
  type ContentLanguage,
} from '@carta/shared';
import type { Business } from '@carta/shared';
import { ImageField } from '@/components/image-drop-zone/image-field';
import { SlugField } from '@/components/slug-field';
import { Card } from '@/components/ui/card';
import { DisabledHint } from '@/components/ui/disabled-hint';
import { FormButtons } from '@/components/ui/form-buttons';
import { FormField, InputField } from '@/components/ui/form-field';
import { Switch } from '@/components/ui/switch';
import { CurrencySelect } from './currency-select';
import { MenuLanguagesField } from './menu-languages-field';
import { browserTimeZone } from '../lib/browser-time-zone';
import { TimeZoneSelect } from './time-zone-select';
import { useApiForm } from '@/hooks/use-api-form';
import { useAppUrl } from '@/lib/app-config';

type FieldName = keyof BusinessInputValues;
const FIELD_NAMES = Object.keys(BusinessInputSchema.shape) as FieldName[];

/**
 * `interfaceLanguage`: what a new business's menus are written in unless the owner says otherwise
 * (docs/product.md, "Menu languages").
 */
function defaultsFrom(
  business: Business | undefined,
  interfaceLanguage: string,
): BusinessInputValues {
  return {
    ...(Object.fromEntries(
      FIELD_NAMES.map((name) => [name, business?.[name] ?? '']),
    ) as BusinessInputValues),
    currency: business?.currency ?? DEFAULT_CURRENCY,
    show_sold_out: business?.show_sold_out ?? true,
    time_zone: business?.time_zone ?? browserTimeZone(),
    primary_language:
      business?.primary_language ??
      (isContentLanguage(interfaceLanguage) ? interfaceLanguage : DEFAULT_CONTENT_LANGUAGE),
    other_languages: business ? [...business.other_languages] : [],
  };
}

export interface BusinessFormProps {
  /** The business being edited; create mode without it. */
  business?: Business;
  submitLabel: string;
  onSubmit: (input: BusinessInput) => Promise<unknown>;
  onCancel: () => void;
  /** Extra actions next to Cancel (e.g. Delete in edit mode). */
  extraActions?: ReactNode;
}

/**
 * Create and edit form for a business (docs/product.md §5 business rules), validated on change with the
 * shared schema. A 400 answer's `fields` are shown on the matching inputs.
 */
export function BusinessForm({
  business,
  submitLabel,
  onSubmit,
  onCancel,
  extraActions,
}: BusinessFormProps) {
  const { t, i18n } = useTranslation();
  const { register, setValue, control, formState, submit, setUploading, canSubmit } = useApiForm({
    schema: BusinessInputSchema,
    defaultValues: defaultsFrom(business, i18n.resolvedLanguage ?? i18n.language),
    fields: FIELD_NAMES,
    editing: business !== undefined,
    onSubmit,
  });
  const { errors, isSubmitting, isDirty } = formState;
  const hintId = useId();
  // A touch screen has no hover: the disabled Save says why in words (DisabledHint).
  let hint: string | null = null;
  if (business && !isDirty && !isSubmitting) hint = t('forms.noChangesYet');
  else if (!canSubmit && !isSubmitting) hint = t('forms.completeRequired');
  const logo = useWatch({ control, name: 'logo' });
  const name = useWatch({ control, name: 'name' }) ?? '';
  const slug = useWatch({ control, name: 'slug' }) ?? '';
  const appUrl = useAppUrl();

  const showSoldOut = useWatch({ control, name: 'show_sold_out' });
  const primaryLanguage = useWatch({ control, name: 'primary_language' }) as ContentLanguage;
  const otherLanguages = (useWatch({ control, name: 'other_languages' }) ??
    []) as ContentLanguage[];
  const change = { shouldDirty: true, shouldValidate: true };

  const text = (
    name: Exclude<
      FieldName,
      | 'logo'
      | 'slug'
      | 'currency'
      | 'show_sold_out'
      | 'time_zone'
      | 'primary_language'
      | 'other_languages'
    >,
    extra: Record<string, string> = {},
  ) => ({
    ...register(name),
    label: t(`businesses.form.${name}`),
    error: errors[name]?.message,
    ...extra,
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{t('businesses.form.details')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('businesses.form.detailsHint')}</p>
        </div>
        <InputField
          {...text('name', { placeholder: t('businesses.form.namePlaceholder') })}
          required
          aria-required="true"
          autoComplete="organization"
        />
        <SlugField
          label={t('businesses.form.slug')}
          prefix={`${appUrl}/b/`}
          hint={t('businesses.form.slugHint')}
          registration={register('slug')}
          value={slug}
          error={errors.slug?.message}
          suggestion={slugify(name)}
          onSuggest={(suggested) => setValue('slug', suggested, change)}
        />
        <ImageField
          label={t('businesses.form.logo')}
          fileName={logo ?? ''}
          initialUrl={business?.logo_url ?? null}
          onUploadingChange={setUploading}
          onFileNameChange={(fileName) =>
            setValue('logo', fileName, { shouldDirty: true, shouldValidate: true })
          }
          error={errors.logo?.message}
        />
      </Card>

      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{t('businesses.form.contact')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('businesses.form.contactHint')}</p>
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <InputField
            {...text('website', { placeholder: 'https://example.com' })}
            type="url"
            inputMode="url"
            autoComplete="url"
            className="sm:col-span-2"
          />
          <InputField {...text('phone')} type="tel" inputMode="tel" autoComplete="tel" />
          <InputField {...text('whatsapp')} type="tel" inputMode="tel" />
          <InputField
            {...text('instagram', { placeholder: t('businesses.form.handlePlaceholder') })}
          />
          <InputField
            {...text('facebook', { placeholder: t('businesses.form.handlePlaceholder') })}
          />
          <InputField
            {...text('twitter', { placeholder: t('businesses.form.handlePlaceholder') })}
          />
        </div>
      </Card>

      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{t('businesses.form.menu')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('businesses.form.menuHint')}</p>
        </div>
        <FormField
          label={t('businesses.form.currency')}
          description={t('businesses.form.currencyHint')}
          error={errors.currency?.message}
          className="sm:max-w-sm"
        >
          {(control) => <CurrencySelect {...control} {...register('currency')} />}
        </FormField>
        <FormField
          label={t('businesses.form.timeZone')}
          description={t('businesses.form.timeZoneHint')}
          error={errors.time_zone?.message}
          className="sm:max-w-sm"
        >
          {(control) => (
            <TimeZoneSelect {...control} current={business?.time_zone} {...register('time_zone')} />
          )}
        </FormField>
        <Switch
          layout="boxed"
          checked={showSoldOut ?? true}
          onCheckedChange={(checked) =>
            setValue('show_sold_out', checked, { shouldDirty: true, shouldValidate: true })
          }
          label={t('businesses.form.showSoldOut')}
          description={t('businesses.form.showSoldOutHint')}
        />
      </Card>

      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <div>
          <h2 className="text-base font-semibold text-slate-900">
            {t('businesses.form.languages')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('businesses.form.languagesHint')}</p>
        </div>
        <MenuLanguagesField
          primary={primaryLanguage}
          others={otherLanguages}
          onPrimaryChange={(primary) => {
            setValue('primary_language', primary, change);
            // The primary language is never one of the others.
            if (otherLanguages.includes(primary)) {
              const others = otherLanguages.filter((language) => language !== primary);
              setValue('other_languages', others, change);
            }
          }}
          onOthersChange={(others) => setValue('other_languages', others, change)}
          primaryError={errors.primary_language?.message}
          othersError={errors.other_languages?.message}
        />
      </Card>

      <DisabledHint id={hintId} text={hint} className="text-right" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {extraActions}
        <FormButtons
          submitLabel={submitLabel}
          cancelLabel={t('businesses.form.cancel')}
          onCancel={onCancel}
          canSubmit={canSubmit}
          isSubmitting={isSubmitting}
          submitDescribedBy={hint ? hintId : undefined}
          className="flex-col-reverse sm:ml-auto sm:flex-row"
        />
      </div>
    </form>
  );
}
