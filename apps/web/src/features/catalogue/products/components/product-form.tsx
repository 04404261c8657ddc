import type { ReactNode } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DIETARY_LABELS,
  LIMITS,
  ProductInputSchema,
  type Product,
  type ProductInput,
  type ProductInputValues,
} from '@carta/shared';
import { ImageField } from '@/components/image-drop-zone/image-field';
import { Card } from '@/components/ui/card';
import { FormField, InputField } from '@/components/ui/form-field';
import { Switch } from '@/components/ui/switch';
import { useApiForm } from '@/hooks/use-api-form';
import { cn } from '@/lib/utils';
import { AllergensField } from './allergens-field';
import { DietChoices } from './diet-choices';
import { useBusinessLanguages } from '@/features/catalogue/shared/translations/business-languages';
import {
  translationPaths,
  translationValues,
  withoutUntranslated,
} from '@/features/catalogue/shared/translations/translation-values';
import { PriceAndSizes } from './price-and-sizes';
import { ProductTranslations } from './product-translations';

const TRANSLATED = ['name', 'description'] as const;

/** The inputs that can show a server message; a size's translation before the sizes as a whole. */
const FIELDS = [
  'name',
  'price',
  'description',
  'image',
  ...translationPaths(TRANSLATED),
  ...Array.from({ length: LIMITS.variantsMax }, (_, index) =>
    translationPaths(['name'], `variants.${index}.`),
  ).flat(),
  'variants',
  'allergens',
  'dietary',
] as const;

function defaultsFrom(businessId: string, product?: Product): ProductInputValues {
  return {
    enabled: product?.enabled ?? true,
    name: product?.name ?? '',
    description: product?.description ?? '',
    image: product?.image ?? '',
    business: { id: product?.business.id ?? businessId },
    sold_out: product?.sold_out ?? false,
    // With sizes the product's price is derived (the lowest size): the form holds none.
    price: product?.variants.length ? undefined : (product?.price ?? ''),
    variants:
      product?.variants.map(({ name, price, translations }) => ({
        name,
        price,
        translations: translationValues(translations, ['name']),
      })) ?? [],
    allergens: product ? product.allergens : null,
    dietary: product?.dietary ?? [],
    translations: translationValues(product?.translations, TRANSLATED),
  };
}

/** What the actions of the product form (a page's bar, a dialog's footer) need. */
export interface ProductFormActionsState {
  /** Valid, not sending, no upload running and (in edit mode) changed. */
  canSubmit: boolean;
  isSubmitting: boolean;
  /** A field differs from the loaded (or default) values. */
  changed: boolean;
  /** Every field passes validation. */
  valid: boolean;
}

export interface ProductFormProps {
  /** The business a new product goes to. */
  businessId: string;
  /** The product being edited; create mode without it. */
  product?: Product;
  onSubmit: (input: ProductInput) => Promise<unknown>;
  /** The bar of a page or the footer of a dialog; rendered inside the form. */
  actions: (state: ProductFormActionsState) => ReactNode;
  /** Without card chrome and heading, e.g. inside a dialog. */
  plain?: boolean;
  /** Locks the whole form (e.g. while leaving after a delete). */
  disabled?: boolean;
}

/**
 * Create and edit form of a product (docs/product.md §2, §5, "What guests ask before they order"):
 * visible and sold-out switches, name, one price or sizes, description with a counter, the image
 * drop zone, allergens and dietary labels, and, when the business has other languages, the
 * translations of the name, description and sizes ("Menu languages"), validated on change with
 * the shared schema. A 400 answer's `fields` are shown on the matching inputs. Submit waits for a
 * valid form, a finished upload and, when editing, a change.
 */
export function ProductForm({
  businessId,
  product,
  onSubmit,
  actions,
  plain = false,
  disabled = false,
}: ProductFormProps) {
  const { t } = useTranslation();
  const form = useApiForm({
    schema: ProductInputSchema,
    defaultValues: defaultsFrom(businessId, product),
    fields: FIELDS,
    editing: product !== undefined,
    disabled,
    onSubmit: (input) => onSubmit(withoutUntranslated(input, product?.translations)),
  });
  const languages = useBusinessLanguages(product?.business.id ?? businessId);
  const { register, setValue, control, canSubmit } = form;
  const { errors, isSubmitting } = form.formState;
  const image = useWatch({ control, name: 'image' });
  const description = useWatch({ control, name: 'description' }) ?? '';

  const locked = disabled || isSubmitting;
  const descriptionLength = Array.from(description).length;

  const heading = (title: string, hint: string) =>
    !plain && (
      <div>
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <p className="mt-1 text-sm text-slate-600">{hint}</p>
      </div>
    );
  const cardClass = cn(
    'flex flex-col gap-5 p-5 sm:p-6',
    plain && 'border-0 p-0 shadow-none sm:p-0',
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={form.submit} noValidate className="flex flex-col gap-6">
        <fieldset disabled={locked} className="contents">
          <Card className={cardClass}>
            {heading(t('products.form.details'), t('products.form.detailsHint'))}
            <div className="flex flex-col gap-4 sm:flex-row sm:gap-6">
              <Controller
                control={control}
                name="enabled"
                render={({ field }) => (
                  <Switch
                    checked={field.value ?? true}
                    onCheckedChange={field.onChange}
                    label={t('products.form.enabled')}
                    description={t('products.form.enabledHint')}
                    disabled={locked}
                    className="sm:flex-1"
                  />
                )}
              />
              <Controller
                control={control}
                name="sold_out"
                render={({ field }) => (
                  <Switch
                    checked={field.value ?? false}
                    onCheckedChange={field.onChange}
                    label={t('products.form.soldOut')}
                    description={t('products.form.soldOutHint')}
                    disabled={locked}
                    className="sm:flex-1"
                  />
                )}
              />
            </div>
            <InputField
              {...register('name')}
              label={t('products.form.name')}
              error={errors.name?.message}
              required
              aria-required="true"
              autoComplete="off"
              placeholder={t('products.form.namePlaceholder')}
            />
            <PriceAndSizes locked={locked} />
            <FormField
              label={t('products.form.description')}
              labelNote={t('products.form.optional')}
              error={errors.description?.message}
              keepDescription
              description={
                <span className={cn(descriptionLength > LIMITS.descriptionMax && 'text-red-600')}>
                  {t('products.form.descriptionCount', {
                    count: descriptionLength,
                    max: LIMITS.descriptionMax,
                  })}
                </span>
              }
            >
              {(control) => (
                <textarea
                  {...control}
                  {...register('description')}
                  rows={4}
                  placeholder={t('products.form.descriptionPlaceholder')}
                  className="flex min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500 aria-invalid:focus-visible:ring-red-500/30"
                />
              )}
            </FormField>
            <ImageField
              label={t('products.form.image')}
              labelNote={t('products.form.optional')}
              fileName={image ?? ''}
              initialUrl={product?.image_url ?? null}
              onUploadingChange={form.setUploading}
              onFileNameChange={(fileName) =>
                setValue('image', fileName, { shouldDirty: true, shouldValidate: true })
              }
              error={errors.image?.message}
              disabled={locked}
            />
          </Card>
          {languages.others.length > 0 && (
            <ProductTranslations languages={languages} plain={plain} disabled={locked} />
          )}
          <Card className={cardClass}>
            {heading(t('products.form.diet'), t('products.form.dietHint'))}
            <Controller
              control={control}
              name="allergens"
              render={({ field }) => (
                <AllergensField
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.allergens?.message}
                  disabled={locked}
                />
              )}
            />
            <Controller
              control={control}
              name="dietary"
              render={({ field }) => (
                <fieldset className="flex flex-col gap-3">
                  <legend className="text-sm font-medium text-slate-900">
                    {t('products.form.dietary')}
                  </legend>
                  <DietChoices
                    options={DIETARY_LABELS}
                    chosen={field.value ?? []}
                    onChange={field.onChange}
                    nameOf={(label) => t(`publicMenu.dietary.${label}`)}
                    disabled={locked}
                  />
                  {errors.dietary?.message && (
                    <p role="alert" className="text-sm text-red-600">
                      {errors.dietary.message}
                    </p>
                  )}
                </fieldset>
              )}
            />
          </Card>
        </fieldset>
        {actions({
          canSubmit,
          isSubmitting,
          changed: form.formState.isDirty,
          valid: form.formState.isValid,
        })}
      </form>
    </FormProvider>
  );
}
