import { useId, useState } from 'react';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DisabledHint } from '@/components/ui/disabled-hint';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import type { CollectionEntity, FormActionsState } from './collection-form-layout';

export interface FormActionBarProps extends FormActionsState {
  entity: CollectionEntity;
  onCancel: () => void;
  /** Edit mode: Delete (after confirmation) and Discard changes are offered. */
  edit?: { name: string; onDelete: () => Promise<unknown>; deleting: boolean };
}

/**
 * The sticky bar of the category and menu forms (docs/product.md §2): Save or Create and Cancel; in edit
 * mode also Delete and Discard changes, each confirmed first.
 */
export function FormActionBar({
  entity,
  canSubmit,
  isSubmitting,
  changed,
  discard,
  onCancel,
  edit,
}: FormActionBarProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<'delete' | 'discard' | null>(null);
  const hintId = useId();
  // Save and Discard wait for a change; on a phone Discard is an icon with no room for a tooltip.
  let hint: string | null = null;
  if (edit && !changed && !isSubmitting) hint = t('forms.noChangesYet');
  else if (!canSubmit && !isSubmitting) hint = t('forms.completeRequired');
  const describedBy = hint ? hintId : undefined;

  const confirmDiscard = () => {
    discard();
    setConfirming(null);
    toast({
      title: t(`${entity}.form.discardedTitle`),
      description: t(`${entity}.form.discardedDescription`),
    });
  };

  return (
    <div className="sticky bottom-0 z-20 -mx-1 flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur">
      <DisabledHint id={hintId} text={hint} className="basis-full text-right" />
      {edit && (
        <div className="flex gap-1 sm:gap-2">
          {/* Icons only on phones, so the bar stays one row high. */}
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800 max-sm:px-2.5"
            onClick={() => setConfirming('delete')}
            disabled={isSubmitting}
            title={t(`${entity}.form.delete`)}
          >
            <Trash2 aria-hidden="true" />
            <span className="max-sm:sr-only">{t(`${entity}.form.delete`)}</span>
          </Button>
          <Button
            variant="ghost"
            className="max-sm:px-2.5"
            onClick={() => setConfirming('discard')}
            disabled={!changed || isSubmitting}
            aria-describedby={describedBy}
            title={t(`${entity}.form.discard`)}
          >
            <RotateCcw aria-hidden="true" />
            <span className="max-sm:sr-only">{t(`${entity}.form.discard`)}</span>
          </Button>
        </div>
      )}
      <div className="ml-auto flex flex-1 justify-end gap-2 sm:flex-none">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t(`${entity}.form.cancel`)}
        </Button>
        <Button
          type="submit"
          disabled={!canSubmit}
          aria-busy={isSubmitting}
          aria-describedby={describedBy}
        >
          {isSubmitting && <Spinner className="text-white [&_svg]:size-4" />}
          {edit ? t(`${entity}.form.save`) : t(`${entity}.form.create`)}
        </Button>
      </div>

      {edit && (
        <>
          <ConfirmDialog
            open={confirming === 'delete'}
            onOpenChange={(open) => !open && setConfirming(null)}
            title={t(`${entity}.delete.title`)}
            description={t(`${entity}.delete.description`, { name: edit.name })}
            confirmLabel={t(`${entity}.delete.confirm`)}
            cancelLabel={t(`${entity}.delete.cancel`)}
            pending={edit.deleting}
            onConfirm={() =>
              void edit
                .onDelete()
                .catch(() => undefined)
                .finally(() => setConfirming(null))
            }
          />
          <ConfirmDialog
            open={confirming === 'discard'}
            onOpenChange={(open) => !open && setConfirming(null)}
            title={t(`${entity}.form.discardTitle`)}
            description={t(`${entity}.form.discardDescription`)}
            confirmLabel={t(`${entity}.form.discardConfirm`)}
            cancelLabel={t(`${entity}.form.discardCancel`)}
            onConfirm={confirmDiscard}
          />
        </>
      )}
    </div>
  );
}
