import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DisabledHint } from '@/components/ui/disabled-hint';

/**
 * The full-width submit of an auth form that stays disabled until the form is valid, with the
 * reason under it while it is (docs/product.md §5); busy, it shows `busyLabel`.
 */
export function SubmitWithHint({
  valid,
  busy,
  label,
  busyLabel,
}: {
  valid: boolean;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const blocked = !valid && !busy;
  return (
    <>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!valid || busy}
        aria-describedby={blocked ? hintId : undefined}
      >
        {busy ? busyLabel : label}
      </Button>
      <DisabledHint
        id={hintId}
        text={blocked ? t('forms.completeToContinue') : null}
        className="-mt-2 text-center"
      />
    </>
  );
}
