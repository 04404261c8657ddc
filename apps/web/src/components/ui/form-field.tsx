import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** What the control of a field spreads onto itself: its id and its accessibility state. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** E.g. 'optional', shown in brackets after the label. */
  labelNote?: string;
  /** At the end of the label row (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  /** A hint under the control. An error takes its place, unless `keepDescription` (a counter). */
  description?: ReactNode;
  keepDescription?: boolean;
  /** The schema's or the server's English message; shown translated. */
  error?: string;
  /** The control's id; generated when not given. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint and its validation message, both linked to the control
 * (aria-describedby); the message is announced (role=alert) and marks the control invalid.
 */
export function FormField({
  label,
  labelNote,
  labelAside,
  description,
  keepDescription = false,
  error,
  id: givenId,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const showDescription = Boolean(description) && (keepDescription || !error);
  const descriptionId = showDescription ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  const labelElement = (
    <Label htmlFor={id}>
      {label}
      {labelNote && <span className="ml-1 font-normal text-slate-500">({labelNote})</span>}
    </Label>
  );

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {labelAside ? (
        <div className="flex items-center justify-between gap-2">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [descriptionId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {showDescription && (
        <div id={descriptionId} className="text-xs text-slate-500">
          {description}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export type InputFieldProps = Omit<FormFieldProps, 'children'> &
  Omit<ComponentProps<typeof Input>, 'id' | 'className'>;

/** A FormField holding a text input; the other props go to the input. */
export function InputField({
  label,
  labelNote,
  labelAside,
  description,
  keepDescription,
  error,
  id,
  className,
  ...input
}: InputFieldProps) {
  return (
    <FormField
      {...{ label, labelNote, labelAside, description, keepDescription, error, id, className }}
    >
      {(control) => <Input {...control} {...input} />}
    </FormField>
  );
}
