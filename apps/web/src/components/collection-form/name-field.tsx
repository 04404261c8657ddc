import { useId, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/lib/i18n';

/** The required name input with its translated validation message. */
export function NameField({
  label,
  error,
  ...input
}: ComponentProps<typeof Input> & { label: string; error?: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
