import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFormFooter } from './dialog-form-footer';
import { QuickActionDialog } from './quick-action-dialog';

/** The business a quick action adds to, and the button that opens it. */
export interface QuickActionProps {
  business: { id: string; name: string };
  trigger: ReactNode;
}

/** What a quick action hands its form (the product, category and menu forms all take these). */
export interface QuickActionFormProps<TInput> {
  plain: true;
  businessId: string;
  onSubmit: (input: TInput) => Promise<void>;
  actions: (state: { canSubmit: boolean; isSubmitting: boolean }) => ReactNode;
}

/**
 * A business page quick action (docs/product.md §2): a create form in a dialog, opened by `trigger`. It
 * closes once the item is created (the mutation toasts), and every opening starts a fresh form.
 */
export function QuickActionFormDialog<TInput>({
  business,
  trigger,
  entity,
  title,
  description,
  size,
  create,
  renderForm,
}: QuickActionProps & {
  /** The translation section of the created item (its Create and Cancel labels). */
  entity: 'products' | 'categories' | 'menus';
  title: string;
  description: string;
  size?: 'wide' | 'narrow';
  /** Sends the new item (the mutation toasts). */
  create: (input: TInput) => Promise<unknown>;
  renderForm: (props: QuickActionFormProps<TInput>) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const close = () => setOpen(false);

  return (
    <QuickActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
      size={size}
      busy={sending}
    >
      {renderForm({
        plain: true,
        businessId: business.id,
        onSubmit: async (input) => {
          setSending(true);
          try {
            await create(input);
            close();
          } finally {
            setSending(false);
          }
        },
        actions: (state) => (
          <DialogFormFooter
            {...state}
            submitLabel={t(`${entity}.form.create`)}
            cancelLabel={t(`${entity}.form.cancel`)}
            onCancel={close}
          />
        ),
      })}
    </QuickActionDialog>
  );
}
