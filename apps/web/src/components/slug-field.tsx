import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export interface SlugFieldProps {
  label: string;
  /** The fixed start of the address, e.g. 'https://carta.example/b/'. */
  prefix: string;
  hint: string;
  registration: UseFormRegisterReturn;
  /** The field's current value. */
  value: string;
  error?: string;
  /** A slug made from the name ('' when none): offered in one click while the field is empty. */
  suggestion: string;
  onSuggest: (slug: string) => void;
}

/**
 * The optional readable address of a business or a menu: the fixed start of the address before
 * the input (above it on a phone), the hint, and the suggestion from the name.
 */
export function SlugField({
  label,
  prefix,
  hint,
  registration,
  value,
  error,
  suggestion,
  onSuggest,
}: SlugFieldProps) {
  const { t } = useTranslation();
  const prefixId = useId();
  return (
    <FormField label={label} labelNote={t('slugField.optional')} description={hint} error={error}>
      {(control) => (
        <div className="flex flex-col items-start gap-2">
          <div className="flex w-full flex-col sm:flex-row">
            <span
              id={prefixId}
              className="rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 px-3 py-2 text-sm break-all text-slate-600 sm:max-w-[60%] sm:shrink-0 sm:rounded-l-lg sm:rounded-tr-none sm:border-r-0 sm:border-b"
            >
              {prefix}
            </span>
            <Input
              {...control}
              {...registration}
              aria-describedby={[prefixId, control['aria-describedby']].filter(Boolean).join(' ')}
              autoCapitalize="none"
              autoCorrect="off"
              autoComplete="off"
              spellCheck={false}
              className="h-auto min-h-10 rounded-t-none sm:rounded-l-none sm:rounded-tr-lg"
            />
          </div>
          {suggestion && !value.trim() && (
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0 whitespace-normal"
              onClick={() => onSuggest(suggestion)}
            >
              {t('slugField.suggest', { slug: suggestion })}
            </Button>
          )}
        </div>
      )}
    </FormField>
  );
}
