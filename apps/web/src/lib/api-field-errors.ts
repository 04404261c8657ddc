import { ApiError } from '@/lib/api-client';

/** The `fields` of a 400 answer (field path → message, DESIGN §5), or an empty object. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const { body } = error;
  const fields =
    typeof body === 'object' && body !== null && 'fields' in body ? body.fields : undefined;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
