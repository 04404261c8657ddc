import { ERROR_CODES } from '@carta/shared';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';

const hasServerMessage = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  'message' in body &&
  typeof body.message === 'string';

/**
 * SPEC §8: the server's message (translated when known), else the screen's fallback. An
 * unreachable server keeps its network-error text.
 */
export function errorText(error: unknown, fallback: string): string {
  const known = error instanceof ApiError && (error.status === 0 || hasServerMessage(error.body));
  return translateMessage(known && error.message ? error.message : fallback);
}

/** True for the sign-in answer of an account that is not activated yet. */
export function isInactiveAccount(error: unknown): boolean {
  const { body } = error instanceof ApiError ? error : { body: null };
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    body.code === ERROR_CODES.accountInactive
  );
}
