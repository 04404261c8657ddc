import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { FormActionsState } from '@/components/collection-form/collection-form-layout';

/** Cancel and Create at the bottom of a quick-action dialog's form. */
export function DialogFormFooter({
  canSubmit,
  isSubmitting,
  submitLabel,
  cancelLabel,
  onCancel,
}: Pick<FormActionsState, 'canSubmit' | 'isSubmitting'> & {
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="sticky bottom-0 -mx-5 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-4 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
      <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={!canSubmit} aria-busy={isSubmitting}>
        {isSubmitting && <Spinner className="text-white [&_svg]:size-4" />}
        {submitLabel}
      </Button>
    </div>
  );
}
