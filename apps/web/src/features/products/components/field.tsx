import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/lib/i18n';

export interface FieldProps {
  id: string;
  label: string;
  /** E.g. '(optional)' next to the label. */
  labelNote?: string;
  error?: string;
  /** Text under the control (hint, counter); its id is `${id}-hint`. */
  hint?: ReactNode;
  children: ReactNode;
}

/** Ids a control of a Field should point aria-describedby at. */
export const describedBy = (id: string, { hint, error }: { hint?: unknown; error?: unknown }) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** A labelled form control with its hint and its translated validation message. */
export function Field({ id, label, labelNote, error, hint, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {labelNote && <span className="ml-1 font-normal text-slate-500">({labelNote})</span>}
      </Label>
      {children}
      {hint && (
        <div id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
