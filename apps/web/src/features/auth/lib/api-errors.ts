import { ApiError } from '@/lib/api-client';

/** True for the sign-in answer of an account that is not activated yet. */
export function isInactiveAccount(error: unknown): boolean {
  return error instanceof ApiError && error.is('accountNotActivated');
}

/** True for a sign-in refused until a captcha is solved (many recent failures for the address). */
export function isCaptchaRequired(error: unknown): boolean {
  return error instanceof ApiError && error.is('captchaRequired');
}
