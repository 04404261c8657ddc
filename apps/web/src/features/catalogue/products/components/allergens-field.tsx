import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLERGENS, type Allergen } from '@carta/shared';
import { cn } from '@/lib/utils';
import { DietChoices } from './diet-choices';

interface AllergensFieldProps {
  /** Null: not declared; [] contains none of the 14; else the ones it contains. */
  value: Allergen[] | null | undefined;
  onChange: (value: Allergen[] | null) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The product's allergens in three states (docs/product.md, "What guests ask before they order"):
 * not declared (guests are told to ask), declared with none, or declared with the ones ticked.
 * "Not declared" and "none" are different answers, so the owner picks one of them explicitly.
 */
export function AllergensField({ value, onChange, error, disabled }: AllergensFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const declared = Array.isArray(value);
  const chosen = value ?? [];

  const radio = (state: 'undeclared' | 'declared') => (
    <label
      className={cn(
        'flex min-h-11 flex-1 cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 text-sm',
        'focus-within:ring-2 focus-within:ring-brand-600/40',
        (state === 'declared') === declared
          ? 'border-brand-600 bg-brand-50'
          : 'border-slate-200 bg-white hover:bg-slate-50',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name={`${id}-state`}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
        checked={(state === 'declared') === declared}
        disabled={disabled}
        onChange={() => onChange(state === 'declared' ? [] : null)}
      />
      <span className="flex flex-col font-medium text-slate-900">
        {t(`products.form.allergens.${state}`)}
        <span className="text-xs font-normal text-slate-600">
          {t(`products.form.allergens.${state}Hint`)}
        </span>
      </span>
    </label>
  );

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-900">
        {t('products.form.allergens.title')}
      </legend>
      <p className="-mt-1 text-xs text-slate-500">{t('products.form.allergens.hint')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {radio('undeclared')}
        {radio('declared')}
      </div>
      {declared && (
        <>
          <DietChoices
            options={ALLERGENS}
            chosen={chosen}
            onChange={onChange}
            nameOf={(allergen) => t(`publicMenu.allergens.${allergen}`)}
            disabled={disabled}
          />
          <p aria-live="polite" className="text-xs text-slate-600">
            {chosen.length === 0
              ? t('products.form.allergens.none')
              : t('products.form.allergens.count', { count: chosen.length })}
          </p>
        </>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
