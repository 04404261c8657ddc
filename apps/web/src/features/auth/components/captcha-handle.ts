/** What a captcha widget lets its form do, whichever provider draws it. */
export interface CaptchaHandle {
  /** Forgets the solution (each one is usable once) and asks for a new one. */
  reset(): void;
}
