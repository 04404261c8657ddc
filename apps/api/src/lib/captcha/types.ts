import type { Challenge } from 'altcha-lib';

export interface CaptchaVerifyInput {
  /** What the widget produced: the ALTCHA base64 payload or the reCAPTCHA response token. */
  solution: string | undefined;
  remoteIp?: string;
}

export interface Captcha {
  readonly provider: 'altcha' | 'recaptcha' | 'none';
  /** Public key the web widget needs (reCAPTCHA only). */
  readonly siteKey?: string;
  /** A fresh signed challenge (ALTCHA only). */
  createChallenge?(): Promise<Challenge>;
  /** True when the solution is present, valid, unexpired and has not been used before. */
  verify(input: CaptchaVerifyInput): Promise<boolean>;
}

/**
 * Remembers spent challenges until they expire. `markUsed` must be atomic: it returns false
 * when the id was already marked, so a replayed solution is refused.
 */
export interface UsedChallengeStore {
  markUsed(id: string, expiresAt: Date): Promise<boolean>;
}
