import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductFormActionsState } from '@/features/catalogue/products/components/product-form';
import { FormButtons } from '@/components/ui/form-buttons';

/** The bar pinned to the bottom of the product form screens: extra actions, Cancel and submit. */
export function ProductActionBar({
  state,
  submitLabel,
  onCancel,
  extraActions,
  disabled = false,
}: {
  state: ProductFormActionsState;
  submitLabel: string;
  onCancel: () => void;
  /** At the start of the bar (Delete in edit mode). */
  extraActions?: ReactNode;
  /** Locks Cancel too (e.g. while leaving after a delete). */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-3 z-20 flex items-center gap-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur">
      {extraActions}
      <FormButtons
        {...state}
        submitLabel={submitLabel}
        cancelLabel={t('products.form.cancel')}
        onCancel={onCancel}
        cancelDisabled={disabled}
        className="ml-auto items-center"
      />
    </div>
  );
}
