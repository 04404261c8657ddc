import { ERROR_CODES, type ErrorCode } from '@carta/shared';
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

function hasCode(error: unknown, code: ErrorCode): boolean {
  const { body } = error instanceof ApiError ? error : { body: null };
  return typeof body === 'object' && body !== null && 'code' in body && body.code === code;
}

/** True for the sign-in answer of an account that is not activated yet. */
export function isInactiveAccount(error: unknown): boolean {
  return hasCode(error, ERROR_CODES.accountInactive);
}

/** True for a sign-in refused until a captcha is solved (many recent failures for the address). */
export function isCaptchaRequired(error: unknown): boolean {
  return hasCode(error, ERROR_CODES.captchaRequired);
}
