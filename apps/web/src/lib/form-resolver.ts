import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { z } from 'zod';
import { issueRef } from '@carta/shared';
import { translateCode } from './i18n';

/**
 * react-hook-form resolver of a shared schema. Each field shows its first issue, translated from
 * the code the API would send for it: the shared schemas build their messages from `messages`,
 * and `issueRef` finds the key (and parameters) of each text by exact lookup.
 */
export function formResolver<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
): Resolver<z.input<TSchema>, unknown, z.output<TSchema>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= {
        type: issue.code,
        message: translateCode(issueRef(issue.message)),
      };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
