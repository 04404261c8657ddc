import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductFormActionsState } from '@/features/catalogue/products/components/product-form';
import { DisabledHint } from '@/components/ui/disabled-hint';
import { FormButtons } from '@/components/ui/form-buttons';

/** The bar pinned to the bottom of the product form screens: extra actions, Cancel and submit. */
export function ProductActionBar({
  state,
  submitLabel,
  onCancel,
  extraActions,
  disabled = false,
  editing = false,
}: {
  state: ProductFormActionsState;
  submitLabel: string;
  onCancel: () => void;
  /** At the start of the bar (Delete in edit mode). */
  extraActions?: ReactNode;
  /** Locks Cancel too (e.g. while leaving after a delete). */
  disabled?: boolean;
  /** Edit mode: Save also waits for a change. */
  editing?: boolean;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  let hint: string | null = null;
  if (!state.canSubmit && !state.isSubmitting && !disabled) {
    if (editing && !state.changed) hint = t('forms.noChangesYet');
    else if (!state.valid) hint = t('forms.completeRequired');
  }
  const { changed: _changed, valid: _valid, ...buttons } = state;
  return (
    <div className="sticky bottom-3 z-20 flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur">
      <DisabledHint id={hintId} text={hint} className="basis-full text-right" />
      {extraActions}
      <FormButtons
        {...buttons}
        submitDescribedBy={hint ? hintId : undefined}
        submitLabel={submitLabel}
        cancelLabel={t('products.form.cancel')}
        onCancel={onCancel}
        cancelDisabled={disabled}
        className="ml-auto items-center"
      />
    </div>
  );
}
