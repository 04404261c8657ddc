import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/lib/i18n';

export interface FormFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  /** The schema's English message; shown translated. */
  error?: string;
  hint?: ReactNode;
  /** Shown at the end of the label row (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
}

/** A labelled input with its hint and error wired up for assistive technology. */
export function FormField({ id, label, error, hint, labelAside, ...inputProps }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {translateMessage(error)}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
