import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  LIMITS,
  ProductInputSchema,
  type Product,
  type ProductInput,
  type ProductInputValues,
} from '@carta/shared';
import { ImageDropZone } from '@/components/image-drop-zone/image-drop-zone';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { EnabledSwitch } from './enabled-switch';
import { Field, describedBy } from './field';

type TextFieldName = 'name' | 'price' | 'description' | 'image';
const TEXT_FIELDS: readonly string[] = ['name', 'price', 'description', 'image'];

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

export interface ProductFormProps {
  /** The business a new product goes to. */
  businessId: string;
  /** The product being edited; create mode without it. */
  product?: Product;
  submitLabel: string;
  onSubmit: (input: ProductInput) => Promise<unknown>;
  onCancel: () => void;
  /** Extra actions at the start of the action bar (Delete in edit mode). */
  extraActions?: ReactNode;
  /** 'page' pins the actions to the bottom of the screen; 'dialog' ends the form with them. */
  variant?: 'page' | 'dialog';
  /** Locks the whole form (e.g. while leaving after a delete). */
  disabled?: boolean;
}

/**
 * Create and edit form of a product (SPEC §2, §5): enabled switch, name, price, description with a
 * counter and the image drop zone, validated on change with the shared schema. A 400 answer's
 * `fields` are shown on the matching inputs. Submit waits for a valid form, a finished upload and,
 * when editing, a change.
 */
export function ProductForm({
  businessId,
  product,
  submitLabel,
  onSubmit,
  onCancel,
  extraActions,
  variant = 'page',
  disabled = false,
}: ProductFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const ids = {
    name: `${id}-name`,
    price: `${id}-price`,
    description: `${id}-description`,
    image: `${id}-image`,
  };
  const [uploading, setUploading] = useState(false);
  const [imageUrl, setImageUrl] = useState<string | null>(product?.image_url ?? null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting, isValid, isDirty },
  } = useForm<ProductInputValues, unknown, ProductInput>({
    resolver: zodResolver(ProductInputSchema),
    mode: 'onChange',
    defaultValues: defaultsFrom(businessId, product),
  });
  const image = useWatch({ control, name: 'image' });
  const description = useWatch({ control, name: 'description' }) ?? '';

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      // The mutation has toasted; here the server's field messages go onto their inputs.
      const fields =
        error instanceof ApiError ? (error.body as { fields?: unknown })?.fields : null;
      if (!fields || typeof fields !== 'object') return;
      for (const [name, message] of Object.entries(fields)) {
        if (TEXT_FIELDS.includes(name) && typeof message === 'string') {
          setError(name as TextFieldName, { type: 'server', message }, { shouldFocus: true });
        }
      }
    }
  });

  const locked = disabled || isSubmitting;
  const canSubmit = isValid && !locked && !uploading && (product === undefined || isDirty);
  const errorOf = (name: TextFieldName) => errors[name]?.message;
  const aria = (name: TextFieldName, hint?: unknown) => ({
    id: ids[name],
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(ids[name], { hint, error: errorOf(name) }),
  });
  const descriptionLength = Array.from(description).length;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <fieldset disabled={locked} className="contents">
        <Card
          className={cn(
            'flex flex-col gap-5 p-5 sm:p-6',
            variant === 'dialog' && 'border-0 p-0 shadow-none sm:p-0',
          )}
        >
          {variant === 'page' && (
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
              <EnabledSwitch
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
                label={t('products.form.enabled')}
                hint={t('products.form.enabledHint')}
                disabled={locked}
              />
            )}
          />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
            <Field id={ids.name} label={t('products.form.name')} error={errorOf('name')}>
              <Input
                {...register('name')}
                {...aria('name')}
                required
                aria-required="true"
                autoComplete="off"
                placeholder={t('products.form.namePlaceholder')}
              />
            </Field>
            <Field id={ids.price} label={t('products.form.price')} error={errorOf('price')}>
              <div className="relative">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500"
                >
                  $
                </span>
                <Input
                  {...register('price')}
                  {...aria('price')}
                  required
                  aria-required="true"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('products.form.pricePlaceholder')}
                  className="pl-7 tabular-nums"
                />
              </div>
            </Field>
          </div>
          <Field
            id={ids.description}
            label={t('products.form.description')}
            labelNote={t('products.form.optional')}
            error={errorOf('description')}
            hint={
              <span className={cn(descriptionLength > LIMITS.descriptionMax && 'text-red-600')}>
                {t('products.form.descriptionCount', {
                  count: descriptionLength,
                  max: LIMITS.descriptionMax,
                })}
              </span>
            }
          >
            <textarea
              {...register('description')}
              {...aria('description', true)}
              rows={4}
              placeholder={t('products.form.descriptionPlaceholder')}
              className="flex min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500 aria-invalid:focus-visible:ring-red-500/30"
            />
          </Field>
          <div className="flex flex-col gap-1.5">
            <Label id={ids.image} asChild>
              <span>
                {t('products.form.image')}
                <span className="ml-1 font-normal text-slate-500">
                  ({t('products.form.optional')})
                </span>
              </span>
            </Label>
            <ImageDropZone
              labelId={ids.image}
              value={image ? { fileName: image, url: imageUrl } : null}
              onUploadingChange={setUploading}
              disabled={locked}
              onChange={(next) => {
                setImageUrl(next?.url ?? null);
                setValue('image', next?.fileName ?? '', {
                  shouldDirty: true,
                  shouldValidate: true,
                });
              }}
            />
            {errors.image?.message && (
              <p className="text-sm text-red-600">{translateMessage(errors.image.message)}</p>
            )}
          </div>
        </Card>
      </fieldset>

      <div
        className={cn(
          'flex items-center gap-2',
          variant === 'page' &&
            'sticky bottom-3 z-20 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur',
        )}
      >
        {extraActions}
        <div className="ml-auto flex items-center gap-2">
          <Button variant="outline" onClick={onCancel} disabled={locked}>
            {t('products.form.cancel')}
          </Button>
          <Button type="submit" disabled={!canSubmit} aria-busy={isSubmitting}>
            {isSubmitting && <Spinner className="text-white [&_svg]:size-4" />}
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
