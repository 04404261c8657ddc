import { z } from 'zod';
import { LANGUAGES, LIMITS } from '../constants';
import { messages } from '../messages';
import { IdSchema, TimestampSchema, allowedText } from './common';

export const LanguageSchema = z.enum(LANGUAGES);

/** E-mail: trimmed and lower-cased, then required → length → format, one message at a time. */
export const EmailSchema = allowedText(
  z
    .string({ error: messages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: messages.emailRequired, abort: true })
    .max(LIMITS.emailMax, { error: messages.emailTooLong, abort: true }),
).pipe(z.email({ error: messages.emailInvalid }));

export const PasswordSchema = z
  .string({ error: messages.passwordTooShort })
  .min(LIMITS.passwordMin, messages.passwordTooShort)
  .max(LIMITS.passwordMax, messages.passwordTooLong);

/** Password as typed at sign-in: only required (the account's rules were checked at sign-up). */
const SignInPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .max(LIMITS.passwordMax, messages.passwordTooLong);

/** A captcha answer as the widget hands it over; never typed, only bounded. */
const CaptchaAnswerSchema = z.string().max(LIMITS.captchaMax, messages.valueTooLong);

const CaptchaSchema = z
  .string({ error: messages.captchaRequired })
  .min(1, messages.captchaRequired)
  .max(LIMITS.captchaMax, messages.valueTooLong);

/** The confirmation of a new password; its content is compared, never stored. */
const ConfirmationSchema = z.string().max(LIMITS.passwordMax, messages.passwordTooLong);

/** Refines a form so `confirmPassword` must equal `field`, checked even while other fields are invalid. */
function confirmMatches<T extends z.ZodObject>(schema: T, field: string) {
  return schema.refine(
    (data) =>
      (data as Record<string, unknown>)[field] ===
      (data as Record<string, unknown>).confirmPassword,
    {
      error: messages.passwordsDontMatch,
      path: ['confirmPassword'],
      when: ({ value }) => {
        const data = value as Record<string, unknown> | undefined;
        return typeof data?.[field] === 'string' && typeof data.confirmPassword === 'string';
      },
    },
  );
}

export const CredentialsSchema = z.object({
  email: EmailSchema,
  password: SignInPasswordSchema,
  rememberMe: z.boolean().optional(),
});
export type Credentials = z.infer<typeof CredentialsSchema>;

/** `captcha`: only needed after many failed sign-ins for the address (code captchaRequired). */
export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: SignInPasswordSchema,
  captcha: CaptchaAnswerSchema.optional(),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const SignUpRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  captcha: CaptchaAnswerSchema.optional(),
  language: LanguageSchema.optional(),
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

export const SignUpFormSchema = confirmMatches(
  z.object({
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: ConfirmationSchema,
    captcha: CaptchaSchema,
  }),
  'password',
);
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

export const TokensSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
});
export type Tokens = z.infer<typeof TokensSchema>;

export const RolesSchema = z.array(z.string());

export const SignInResponseSchema = z.object({
  account_id: IdSchema,
  roles: RolesSchema,
  tokens: TokensSchema,
  /** The account had never signed in before: the web says "Welcome!" instead of "Welcome back!". */
  first_sign_in: z.boolean(),
});
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

/** An opaque token as a client sends it back (refresh token, or the one in a link). */
const OpaqueTokenSchema = z.string().min(1).max(LIMITS.tokenMax, messages.valueTooLong);

export const RefreshRequestSchema = z.object({ refresh_token: OpaqueTokenSchema });
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;

export const RefreshResponseSchema = z.object({
  tokens: TokensSchema,
  roles: RolesSchema.optional(),
});
export type RefreshResponse = z.infer<typeof RefreshResponseSchema>;

export const RequestResetRequestSchema = z.object({
  email: EmailSchema,
  captcha: CaptchaAnswerSchema.optional(),
  language: LanguageSchema.optional(),
});
export type RequestResetRequest = z.infer<typeof RequestResetRequestSchema>;

/** Forgot-password form: the captcha is required here (docs/product.md §5); the request makes it optional. */
export const ForgotPasswordFormSchema = z.object({ email: EmailSchema, captcha: CaptchaSchema });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

export const ResendActivationRequestSchema = z.object({
  email: EmailSchema,
  language: LanguageSchema.optional(),
});
export type ResendActivationRequest = z.infer<typeof ResendActivationRequestSchema>;

export const ResetPasswordRequestSchema = z.object({ password: PasswordSchema });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** `/api/accounts/activate/:token` and `/api/accounts/reset-password/:token`. */
export const TokenParamsSchema = z.object({ token: OpaqueTokenSchema });
export type TokenParams = z.infer<typeof TokenParamsSchema>;

const ConfirmPasswordSchema = z
  .string({ error: messages.confirmPasswordRequired })
  .min(1, messages.confirmPasswordRequired)
  .max(LIMITS.passwordMax, messages.passwordTooLong);

export const ResetPasswordFormSchema = confirmMatches(
  z.object({ password: PasswordSchema, confirmPassword: ConfirmPasswordSchema }),
  'password',
);
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

const CurrentPasswordSchema = z
  .string({ error: messages.currentPasswordRequired })
  .min(1, messages.currentPasswordRequired)
  .max(LIMITS.passwordMax, messages.passwordTooLong);

export const ChangePasswordRequestSchema = z.object({
  password: CurrentPasswordSchema,
  new_password: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/**
 * The answer to a password change. Every session's tokens, the caller's too, stop working
 * (docs/security.md, "Sessions"); `tokens` are the caller's session's new ones. Absent when an
 * admin impersonating the owner made the change: the admin's own session is not the owner's.
 */
export const ChangePasswordResponseSchema = z.object({
  success: z.literal(true),
  tokens: TokensSchema.optional(),
});
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

export const ChangePasswordFormSchema = confirmMatches(
  z.object({
    currentPassword: CurrentPasswordSchema,
    newPassword: PasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  }),
  'newPassword',
);
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const AccountSchema = z.object({
  id: IdSchema,
  email: z.string(),
  active: z.boolean(),
  roles: RolesSchema,
  created_at: TimestampSchema,
});
export type Account = z.infer<typeof AccountSchema>;

/** `GET /api/accounts/me` (docs/architecture.md §5). */
export const MeSchema = AccountSchema;
export type Me = Account;

/** The signed-in user kept in local storage (docs/product.md §3). */
export const SessionUserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  roles: RolesSchema.default([]),
  tokens: TokensSchema,
});
export type SessionUser = z.infer<typeof SessionUserSchema>;
