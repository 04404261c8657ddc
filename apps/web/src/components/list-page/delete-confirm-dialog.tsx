import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** The translation namespaces that hold a `delete` block (title, description, confirm, cancel). */
export type DeleteTexts = 'products' | 'categories' | 'menus' | 'businesses';

/** The part of a TanStack mutation the dialog needs. */
export interface DeleteMutation<T> {
  isPending: boolean;
  mutate: (item: T, options: { onSettled: () => void }) => void;
}

export interface DeleteConfirmDialogProps<T extends { name: string }> {
  /** The item waiting for confirmation; null keeps the dialog closed. */
  item: T | null;
  onClose: () => void;
  texts: DeleteTexts;
  deletion: DeleteMutation<T>;
}

/** Asks before deleting a list item (docs/product.md §2: delete asks confirmation), closes when done. */
export function DeleteConfirmDialog<T extends { name: string }>({
  item,
  onClose,
  texts,
  deletion,
}: DeleteConfirmDialogProps<T>) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(`${texts}.delete.title`)}
      description={t(`${texts}.delete.description`, { name: item?.name ?? '' })}
      confirmLabel={t(`${texts}.delete.confirm`)}
      cancelLabel={t(`${texts}.delete.cancel`)}
      pending={deletion.isPending}
      onConfirm={() => item && deletion.mutate(item, { onSettled: onClose })}
    />
  );
}
