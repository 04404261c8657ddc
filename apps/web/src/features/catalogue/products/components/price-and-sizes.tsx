import { useFieldArray, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { issueRef, LIMITS, VariantsSchema, type ProductInputValues } from '@carta/shared';
import { translateCode } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PriceInput } from './price-input';

type Errors = FieldErrors<ProductInputValues>;

/**
 * The message about the sizes as a whole (too few, the same name twice): the shared rule checked
 * here, since the form shows a field's errors only on the field being typed in. A server error
 * on the sizes comes first.
 */
function sizesError(variants: unknown, errors: Errors): string | undefined {
  const server = (errors.variants as { message?: string } | undefined)?.message;
  if (server) return server;
  const result = VariantsSchema.safeParse(variants);
  const issue = result.error?.issues.find((item) => item.path.length === 0);
  return issue && translateCode(issueRef(issue.message));
}

/**
 * One price, or 2 to LIMITS.variantsMax named sizes with their own prices, in the order guests see
 * them (docs/product.md, "Sizes and prices"). Switching to sizes keeps the price as the first size;
 * switching back keeps the first size's price.
 */
export function PriceAndSizes({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const { control, register, setValue, getValues, trigger, formState } =
    useFormContext<ProductInputValues>();
  const { errors } = formState;
  const { fields, append, remove, move, replace } = useFieldArray({ control, name: 'variants' });
  const variants = useWatch({ control, name: 'variants' }) ?? [];
  const hasSizes = fields.length > 0;
  const full = fields.length >= LIMITS.variantsMax;
  const error = sizesError(variants, errors);

  const useSizes = () => {
    const price = getValues('price');
    replace([
      { name: '', price: price ?? '' },
      { name: '', price: '' },
    ]);
    setValue('price', undefined, { shouldDirty: true });
  };
  const useOnePrice = () => {
    setValue('price', variants[0]?.price ?? '', { shouldDirty: true });
    replace([]);
    void trigger();
  };

  if (!hasSizes) {
    return (
      <div className="flex flex-col gap-2">
        <FormField label={t('products.form.price')} error={errors.price?.message}>
          {(fieldControl) => (
            <PriceInput
              {...fieldControl}
              {...register('price')}
              required
              aria-required="true"
              placeholder={t('products.form.pricePlaceholder')}
              className="sm:max-w-48"
            />
          )}
        </FormField>
        <div>
          <Button type="button" variant="outline" size="sm" onClick={useSizes} disabled={locked}>
            <Plus aria-hidden="true" />
            {t('products.form.sizes.use')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="product-sizes-hint">
      <legend className="text-sm font-medium text-slate-900">
        {t('products.form.sizes.title')}
      </legend>
      <p id="product-sizes-hint" className="-mt-1 text-xs text-slate-500">
        {t('products.form.sizes.hint', { max: LIMITS.variantsMax })}
      </p>
      <div
        aria-hidden="true"
        className="-mb-2 hidden grid-cols-[minmax(0,1fr)_9rem_7.75rem] gap-2 text-xs font-medium text-slate-600 sm:grid"
      >
        <span>{t('products.form.sizes.nameColumn')}</span>
        <span>{t('products.form.price')}</span>
      </div>
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const number = index + 1;
          const rowErrors = errors.variants?.[index];
          return (
            <li
              key={field.id}
              className="grid grid-cols-[minmax(0,1fr)_7.5rem] items-start gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_9rem_7.75rem] sm:border-0 sm:p-0"
            >
              <FormField
                label={
                  <span className="sm:sr-only">{t('products.form.sizes.name', { number })}</span>
                }
                error={rowErrors?.name?.message}
              >
                {(fieldControl) => (
                  <input
                    {...fieldControl}
                    {...register(`variants.${index}.name`)}
                    placeholder={t(
                      index === 0
                        ? 'products.form.sizes.firstPlaceholder'
                        : 'products.form.sizes.otherPlaceholder',
                    )}
                    maxLength={LIMITS.variantNameMax * 2}
                    autoComplete="off"
                    className="flex h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none aria-invalid:border-red-500"
                  />
                )}
              </FormField>
              <FormField
                label={
                  <span className="sm:sr-only">{t('products.form.sizes.price', { number })}</span>
                }
                error={rowErrors?.price?.message}
              >
                {(fieldControl) => (
                  <PriceInput
                    {...fieldControl}
                    {...register(`variants.${index}.price`)}
                    placeholder={t('products.form.pricePlaceholder')}
                  />
                )}
              </FormField>
              <div className="col-span-2 flex justify-end gap-1 sm:col-span-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => move(index, index - 1)}
                  disabled={locked || index === 0}
                  aria-label={t('products.form.sizes.up', { number })}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => move(index, index + 1)}
                  disabled={locked || index === fields.length - 1}
                  aria-label={t('products.form.sizes.down', { number })}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => remove(index)}
                  disabled={locked}
                  aria-label={t('products.form.sizes.remove', { number })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => append({ name: '', price: '' }, { shouldFocus: true })}
          disabled={locked || full}
          aria-describedby={full ? 'product-sizes-full' : undefined}
        >
          <Plus aria-hidden="true" />
          {t('products.form.sizes.add')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={useOnePrice} disabled={locked}>
          {t('products.form.sizes.onePrice')}
        </Button>
        {full && (
          <span id="product-sizes-full" className="text-xs text-slate-500">
            {t('products.form.sizes.full', { max: LIMITS.variantsMax })}
          </span>
        )}
      </div>
    </fieldset>
  );
}
