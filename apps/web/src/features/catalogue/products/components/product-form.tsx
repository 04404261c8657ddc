import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LIMITS,
  ProductInputSchema,
  type Product,
  type ProductInput,
  type ProductInputValues,
} from '@carta/shared';
import { ImageField } from '@/components/image-drop-zone/image-field';
import { Card } from '@/components/ui/card';
import { FormField, InputField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useApiForm } from '@/hooks/use-api-form';
import { cn } from '@/lib/utils';

/** The inputs that can show a server message. */
const TEXT_FIELDS = ['name', 'price', 'description', 'image'] as const;

function defaultsFrom(businessId: string, product?: Product): ProductInputValues {
  return {
    enabled: product?.enabled ?? true,
    name: product?.name ?? '',
    price: product?.price ?? '',
    description: product?.description ?? '',
    image: product?.image ?? '',
    business: { id: product?.business.id ?? businessId },
  };
}

/** What the actions of the product form (a page's bar, a dialog's footer) need. */
export interface ProductFormActionsState {
  /** Valid, not sending, no upload running and (in edit mode) changed. */
  canSubmit: boolean;
  isSubmitting: boolean;
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
 * Create and edit form of a product (docs/product.md §2, §5): enabled switch, name, price, description with a
 * counter and the image drop zone, validated on change with the shared schema. A 400 answer's
 * `fields` are shown on the matching inputs. Submit waits for a valid form, a finished upload and,
 * when editing, a change.
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
    fields: TEXT_FIELDS,
    editing: product !== undefined,
    disabled,
    onSubmit,
  });
  const { register, setValue, control, canSubmit } = form;
  const { errors, isSubmitting } = form.formState;
  const image = useWatch({ control, name: 'image' });
  const description = useWatch({ control, name: 'description' }) ?? '';

  const locked = disabled || isSubmitting;
  const descriptionLength = Array.from(description).length;

  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-6">
      <fieldset disabled={locked} className="contents">
        <Card
          className={cn(
            'flex flex-col gap-5 p-5 sm:p-6',
            plain && 'border-0 p-0 shadow-none sm:p-0',
          )}
        >
          {!plain && (
            <div>
              <h2 className="text-base font-semibold text-slate-900">
                {t('products.form.details')}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t('products.form.detailsHint')}</p>
            </div>
          )}
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
              />
            )}
          />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
            <InputField
              {...register('name')}
              label={t('products.form.name')}
              error={errors.name?.message}
              required
              aria-required="true"
              autoComplete="off"
              placeholder={t('products.form.namePlaceholder')}
            />
            <FormField label={t('products.form.price')} error={errors.price?.message}>
              {(control) => (
                <div className="relative">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500"
                  >
                    $
                  </span>
                  <Input
                    {...control}
                    {...register('price')}
                    required
                    aria-required="true"
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={t('products.form.pricePlaceholder')}
                    className="pl-7 tabular-nums"
                  />
                </div>
              )}
            </FormField>
          </div>
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
      </fieldset>
      {actions({ canSubmit, isSubmitting })}
    </form>
  );
}
