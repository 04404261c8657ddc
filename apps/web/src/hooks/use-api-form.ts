import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FieldError } from '@carta/shared';
import { ApiError } from '../lib/api-client';
import { formResolver } from '../lib/form-resolver';
import { translateCode } from '../lib/i18n';

export interface ApiFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>> {
  /** The shared input schema, checked on every change; the form values are its input. */
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  /**
   * The fields that show a server field error (the `fields` of a 400, docs/architecture.md §5)
   * on their input; an error at a deeper path ("products.0.id") shows on its field. The first
   * error of any other path is the form's `formError`.
   */
  fields?: readonly Path<z.input<TSchema>>[];
  /** Edit mode: submitting needs a change. */
  editing?: boolean;
  /** Locked from outside (e.g. while leaving after a delete): no submit. */
  disabled?: boolean;
  /**
   * Sends the parsed input. A rejection puts its field errors on the form; anything else about it
   * (a toast, an alert) is the caller's, e.g. the mutation's or the screen's.
   */
  onSubmit: (input: z.output<TSchema>) => Promise<unknown>;
  /**
   * After a successful save the form is clean again: 'keep' holds the sent values as the new
   * starting point, 'clear' goes back to `defaultValues` (e.g. password fields).
   */
  afterSave?: 'keep' | 'clear';
}

/**
 * The form of every screen that sends a shared schema's input to the API: react-hook-form
 * validated on change with the schema (messages translated from their codes), dirty against the
 * starting values, and one submit rule: send, then reset to clean on success, or put each server
 * field error on its input (focusing the first). Besides react-hook-form's methods it returns
 * `submit`, `canSubmit` (valid, not locked or sending, no upload running and, when editing,
 * changed), `setUploading` for an image field, `formError` (the translated server error of a
 * field no input shows) and `submitError` (the last submit's failure); its `reset` also drops the
 * server's errors.
 */
export function useApiForm<TSchema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  fields = [],
  editing = false,
  disabled = false,
  onSubmit,
  afterSave = 'keep',
}: ApiFormOptions<TSchema>) {
  type Values = z.input<TSchema>;
  // Subscribes to language changes: the messages below are translated on render or refreshed.
  const { i18n } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [otherError, setOtherError] = useState<FieldError>();
  /** The server's error shown on each field, to translate again after a language change. */
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<Path<Values>, FieldError>>(
    () => new Map(),
  );
  const form = useForm<Values, unknown, z.output<TSchema>>({
    resolver: formResolver(schema),
    mode: 'onChange',
    defaultValues,
  });

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const shown = new Map<Path<Values>, FieldError>();
    let other: FieldError | undefined;
    for (const [path, fieldError] of Object.entries(error.fields)) {
      const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
      if (!field) {
        other ??= fieldError;
      } else if (!shown.has(field)) {
        form.setError(
          field,
          { type: 'server', message: translateCode(fieldError) },
          { shouldFocus: shown.size === 0 },
        );
        shown.set(field, fieldError);
      }
    }
    setServerErrors(shown);
    setOtherError(other);
  };

  const submit = form.handleSubmit(async (input) => {
    const sent = form.getValues();
    setSubmitError(null);
    setOtherError(undefined);
    setServerErrors(new Map());
    try {
      await onSubmit(input);
      if (afterSave === 'keep') form.reset(sent);
      else form.reset();
    } catch (error) {
      setSubmitError(error);
      showServerErrors(error);
    }
  });

  // The messages on the inputs are text: after a language change, translate them again.
  const language = i18n.language;
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    for (const [name, fieldError] of serverErrors) {
      if (form.getFieldState(name).error?.type !== 'server') continue;
      form.setError(name, { type: 'server', message: translateCode(fieldError) });
    }
    const checked = (Object.keys(form.formState.errors) as Path<Values>[]).filter(
      (name) => form.getFieldState(name).error?.type !== 'server',
    );
    if (checked.length > 0) void form.trigger(checked);
  }, [language, form, serverErrors]);

  /** react-hook-form's reset, which also drops the server's errors (e.g. Discard changes). */
  const reset: typeof form.reset = (values, options) => {
    setServerErrors(new Map());
    setOtherError(undefined);
    form.reset(values, options);
  };

  const { isValid, isSubmitting, isDirty } = form.formState;
  const canSubmit = isValid && !disabled && !isSubmitting && !uploading && (!editing || isDirty);
  const formError = otherError && translateCode(otherError);

  return { ...form, reset, submit, canSubmit, setUploading, formError, submitError };
}
