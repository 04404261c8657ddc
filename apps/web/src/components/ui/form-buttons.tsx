import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export interface FormButtonsProps {
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  /** Valid, not submitting and, when editing, changed. */
  canSubmit: boolean;
  isSubmitting: boolean;
  /** Cancel is disabled while submitting, and also when this is set. */
  cancelDisabled?: boolean;
  /** Layout of the pair (direction, alignment); it is a flex row with a gap by default. */
  className?: string;
  /** Id of the text saying why the submit button is disabled (DisabledHint). */
  submitDescribedBy?: string;
}

/** Cancel and the submit button of a form; the submit button spins while the form is sent. */
export function FormButtons({
  submitLabel,
  cancelLabel,
  onCancel,
  canSubmit,
  isSubmitting,
  cancelDisabled = false,
  className,
  submitDescribedBy,
}: FormButtonsProps) {
  return (
    <div className={cn('flex gap-2', className)}>
      <Button variant="outline" onClick={onCancel} disabled={isSubmitting || cancelDisabled}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        disabled={!canSubmit}
        aria-busy={isSubmitting}
        aria-describedby={submitDescribedBy}
      >
        {isSubmitting && <Spinner className="text-white [&_svg]:size-4" />}
        {submitLabel}
      </Button>
    </div>
  );
}
