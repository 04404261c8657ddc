import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCreateProduct } from '../api/create-product';
import { ProductForm } from './product-form';

export interface AddProductDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The business the product is added to. */
  businessId: string;
  businessName: string;
}

/**
 * Business details quick action 'Add product' (SPEC §2): the product form in a dialog. Creating
 * toasts and closes it; the owner stays on the business page.
 */
export function AddProductDialog({
  open,
  onOpenChange,
  businessId,
  businessName,
}: AddProductDialogProps) {
  const { t } = useTranslation();
  const creation = useCreateProduct();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !creation.isPending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl focus:outline-none data-[state=open]:animate-fade-in">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900">
                {t('products.quickAdd.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm break-words text-slate-600">
                {t('products.quickAdd.description', { business: businessName })}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                className="-mt-1 -mr-2 size-9"
                aria-label={t('products.form.cancel')}
                disabled={creation.isPending}
              >
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto p-5 sm:px-6">
            {/* Mounted only while open, so every opening starts from an empty form. */}
            {open && (
              <ProductForm
                variant="dialog"
                businessId={businessId}
                submitLabel={t('products.form.create')}
                onSubmit={async (input) => {
                  await creation.mutateAsync(input);
                  close();
                }}
                onCancel={close}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
