import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CredentialsSchema, EmailSchema } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { useApiForm } from '@/hooks/use-api-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { errorText, translateCode } from '@/lib/i18n';
import { useSession } from '@/lib/use-session';
import { toast } from '@/lib/toast';
import { useResendActivation } from '../api/resend-activation';
import { useSignIn } from '../api/sign-in';
import { isCaptchaRequired, isInactiveAccount } from '../lib/api-errors';
import { AuthFooterLink } from './auth-footer-link';
import { AuthLayout } from './auth-layout';
import { Captcha } from './captcha';
import type { CaptchaHandle } from './captcha-handle';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { TextLink } from './text-link';

/** docs/product.md §8: sign-in failures read 'Invalid credentials'; rate limits and outages say what they are. */
function signInErrorText(error: unknown): string {
  const transient =
    error instanceof ApiError &&
    (error.status === 0 || error.status === 429 || error.status >= 500);
  return transient
    ? errorText(error, 'genericError')
    : translateCode({ code: 'invalidCredentials' });
}

/**
 * /sign-in: e-mail, password, remember-me; activation notices; resend activation.
 * After many failed sign-ins for an address the server asks for a captcha (code
 * captchaRequired): the widget appears, and solving it sends the same sign-in again
 * (docs/security.md, "Sign-in and sign-up abuse").
 */
export function SignInPage() {
  const { t } = useTranslation();
  const title = usePageTitle('signIn');
  const [searchParams] = useSearchParams();
  const activated = searchParams.get('activated');
  const { signIn: startSession } = useSession();
  const signIn = useSignIn();
  const resend = useResendActivation();
  const [inactive, setInactive] = useState(false);
  const [resentTo, setResentTo] = useState<string | null>(null);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [resubmitWhenSolved, setResubmitWhenSolved] = useState(false);
  const captchaWidget = useRef<CaptchaHandle>(null);
  /** The solution the next sign-in sends (set as it arrives, spent by one attempt). */
  const solution = useRef('');

  const {
    register,
    submit,
    getValues,
    setFocus,
    trigger,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: CredentialsSchema,
    defaultValues: { email: '', password: '', rememberMe: true },
    onSubmit: async ({ email, password, rememberMe }) => {
      const spent = solution.current;
      setInactive(false);
      setResentTo(null);
      resend.reset();
      try {
        const answer = await signIn.mutateAsync({
          email,
          password,
          ...(spent && { captcha: spent }),
        });
        startSession(
          { id: answer.account_id, email, roles: answer.roles, tokens: answer.tokens },
          rememberMe ?? true,
        );
        toast({
          // The API says whether the account ever signed in before (docs/product.md §2).
          title: t(
            answer.first_sign_in ? 'auth.signIn.firstWelcomeTitle' : 'auth.signIn.welcomeTitle',
          ),
          description: t('auth.signIn.welcomeDescription', { email }),
        });
        // The PublicOnly guard now sends the user to /dashboard.
      } catch (error) {
        setInactive(isInactiveAccount(error));
        if (spent) {
          // The solution was spent on this attempt.
          solution.current = '';
          setCaptcha('');
          captchaWidget.current?.reset();
        }
        if (isCaptchaRequired(error)) {
          setCaptchaNeeded(true);
          setResubmitWhenSolved(true);
        }
        throw error;
      }
    },
  });

  useEffect(() => setFocus('email'), [setFocus]);

  /** A solution that arrives after the server asked for one sends the same sign-in again. */
  const onCaptcha = (token: string) => {
    solution.current = token;
    setCaptcha(token);
    if (token && resubmitWhenSolved) {
      setResubmitWhenSolved(false);
      void submit();
    }
  };

  const resendActivation = async () => {
    setResentTo(null);
    if (!(await trigger('email'))) {
      setFocus('email');
      return;
    }
    const email = EmailSchema.parse(getValues('email'));
    try {
      await resend.mutateAsync({ email });
      setResentTo(email);
    } catch {
      // Shown from the mutation's error below.
    }
  };

  const showResend = inactive || activated === 'false';
  const busy = isSubmitting || signIn.isPending;
  const waitingForCaptcha = captchaNeeded && !captcha;

  return (
    <AuthLayout
      title={title}
      description={t('auth.signIn.subtitle')}
      footer={
        <AuthFooterLink
          prompt={t('auth.signIn.noAccount')}
          to="/sign-up"
          label={t('auth.signIn.signUpLink')}
        />
      }
    >
      <div className="grid gap-4">
        {activated === 'true' && (
          <FormAlert variant="success" title={t('auth.signIn.activatedTitle')}>
            {t('auth.signIn.activated')}
          </FormAlert>
        )}
        {activated === 'false' && (
          <FormAlert variant="error" title={t('auth.signIn.activationFailedTitle')}>
            {t('auth.signIn.activationFailed')}
          </FormAlert>
        )}

        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <EmailField id="sign-in-email" error={errors.email?.message} {...register('email')} />
          <InputField
            id="sign-in-password"
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            className="gap-2"
            error={errors.password?.message}
            labelAside={
              <TextLink to="/forgot-password" className="text-sm">
                {t('auth.signIn.forgotPassword')}
              </TextLink>
            }
            {...register('password')}
          />
          <div className="flex items-center gap-2">
            <input
              id="sign-in-remember-me"
              type="checkbox"
              className="size-4 cursor-pointer rounded border-slate-300 accent-brand-600"
              {...register('rememberMe')}
            />
            <label htmlFor="sign-in-remember-me" className="cursor-pointer text-sm text-slate-700">
              {t('auth.signIn.rememberMe')}
            </label>
          </div>

          {captchaNeeded && (
            <Captcha
              ref={captchaWidget}
              onChange={onCaptcha}
              error={waitingForCaptcha ? t('messages.captchaRequired') : undefined}
            />
          )}

          {signIn.isError && !isCaptchaRequired(signIn.error) && (
            <FormAlert variant="error">
              <p>{signInErrorText(signIn.error)}</p>
              {inactive && <p>{t('auth.signIn.inactive')}</p>}
            </FormAlert>
          )}

          <Button type="submit" size="lg" className="w-full" disabled={busy || waitingForCaptcha}>
            {busy ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
          </Button>
        </form>

        {showResend && (
          <div className="grid gap-3 border-t border-slate-200 pt-4">
            {resentTo ? (
              <FormAlert variant="success">
                {t('auth.signIn.resendSent', { email: resentTo })}
              </FormAlert>
            ) : (
              <p className="text-sm text-slate-600">{t('auth.signIn.resendHint')}</p>
            )}
            {resend.isError && (
              <FormAlert variant="error">{errorText(resend.error, 'genericError')}</FormAlert>
            )}
            <Button
              variant="outline"
              className="w-full"
              disabled={resend.isPending}
              onClick={() => void resendActivation()}
            >
              {resend.isPending ? t('auth.sending') : t('auth.signIn.resendActivation')}
            </Button>
          </div>
        )}
      </div>
    </AuthLayout>
  );
}
