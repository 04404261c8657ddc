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
  /** The failure whose field errors are shown, until the next submit or a reset. */
  const [shownError, setShownError] = useState<ApiError | null>(null);
  // Where its field errors go: on a listed field's input, or the first other one as formError.
  const placed = placeFieldErrors(shownError, fields);
  const form = useForm<Values, unknown, z.output<TSchema>>({
    resolver: formResolver(schema),
    mode: 'onChange',
    defaultValues,
  });

  const submit = form.handleSubmit(async (input) => {
    const sent = form.getValues();
    setSubmitError(null);
    setShownError(null);
    try {
      await onSubmit(input);
      if (afterSave === 'keep') form.reset(sent);
      else form.reset();
    } catch (error) {
      setSubmitError(error);
      if (!(error instanceof ApiError)) return;
      setShownError(error);
      let first = true;
      for (const [name, fieldError] of placeFieldErrors(error, fields).byField) {
        const message = translateCode(fieldError);
        form.setError(name, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
    }
  });

  // The messages on the inputs are text: after a language change, translate them again.
  const language = i18n.language;
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    for (const [name, fieldError] of placed.byField) {
      if (form.getFieldState(name).error?.type !== 'server') continue;
      form.setError(name, { type: 'server', message: translateCode(fieldError) });
    }
    const checked = (Object.keys(form.formState.errors) as Path<Values>[]).filter(
      (name) => form.getFieldState(name).error?.type !== 'server',
    );
    if (checked.length > 0) void form.trigger(checked);
  }, [language, form, placed.byField]);

  /** react-hook-form's reset, which also drops the server's errors (e.g. Discard changes). */
  const reset: typeof form.reset = (values, options) => {
    setShownError(null);
    form.reset(values, options);
  };

  const { isValid, isSubmitting, isDirty } = form.formState;
  const canSubmit = isValid && !disabled && !isSubmitting && !uploading && (!editing || isDirty);
  const formError = placed.other && translateCode(placed.other);

  return { ...form, reset, submit, canSubmit, setUploading, formError, submitError };
}

/**
 * The field errors of a failure by input: each error goes to the listed field at or above its
 * path ("products.0.id" → "products"), the first per field; the first error no listed field takes
 * is `other`.
 */
function placeFieldErrors<Name extends string>(
  error: ApiError | null,
  fields: readonly Name[],
): { byField: ReadonlyMap<Name, FieldError>; other?: FieldError } {
  const byField = new Map<Name, FieldError>();
  let other: FieldError | undefined;
  for (const [path, fieldError] of Object.entries(error?.fields ?? {})) {
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (!field) other ??= fieldError;
    else if (!byField.has(field)) byField.set(field, fieldError);
  }
  return { byField, other };
}
