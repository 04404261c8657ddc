import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { fieldErrors } from '../lib/api-field-errors';

export interface ApiFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>> {
  /** The shared input schema, checked on every change. */
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  /** The fields that show the server's messages of a 400 answer (its `fields`, DESIGN §5). */
  serverFields: readonly Path<z.input<TSchema>>[];
  /** Edit mode: submitting needs a change. */
  editing: boolean;
  /** Locked from outside (e.g. while leaving after a delete): no submit. */
  disabled?: boolean;
  /** Sends the parsed input; a rejection is expected to have been reported (toast) already. */
  onSubmit: (input: z.output<TSchema>) => Promise<unknown>;
}

/**
 * A form validated on change with a shared schema whose submit puts a 400 answer's field messages
 * on the matching inputs (focusing the first). Besides react-hook-form's methods it returns
 * `submit`, `setUploading` for an image field, and `canSubmit`: valid, not locked or sending, no
 * upload running and, when editing, changed.
 */
export function useApiForm<TSchema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  serverFields,
  editing,
  disabled = false,
  onSubmit,
}: ApiFormOptions<TSchema>) {
  const [uploading, setUploading] = useState(false);
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues,
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      for (const [name, message] of Object.entries(fieldErrors(error))) {
        if ((serverFields as readonly string[]).includes(name)) {
          form.setError(
            name as Path<z.input<TSchema>>,
            { type: 'server', message },
            { shouldFocus: true },
          );
        }
      }
    }
  });

  const { isValid, isSubmitting, isDirty } = form.formState;
  const canSubmit = isValid && !disabled && !isSubmitting && !uploading && (!editing || isDirty);

  return { ...form, submit, setUploading, canSubmit };
}
