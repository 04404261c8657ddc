import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type SubmitHandler } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordFormSchema, messages, type ForgotPasswordForm } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { useRequestResetPassword } from '../api/request-reset-password';
import { errorText, fieldErrors } from '../lib/api-errors';
import { AuthLayout } from './auth-layout';
import { Captcha, type CaptchaHandle } from './captcha';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { TextLink } from './text-link';

/** /forgot-password (SPEC §2): e-mail and captcha, then a check-your-email panel. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const title = usePageTitle('forgotPassword');
  const requestReset = useRequestResetPassword();
  const captcha = useRef<CaptchaHandle>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(ForgotPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { email: '', captcha: '' },
  });

  useEffect(() => setFocus('email'), [setFocus]);

  const onCaptcha = useCallback(
    (token: string) => setValue('captcha', token, { shouldValidate: true }),
    [setValue],
  );

  const submit: SubmitHandler<ForgotPasswordForm> = async ({ email, captcha: solution }) => {
    try {
      await requestReset.mutateAsync({ email, captcha: solution });
      setSentTo(email);
    } catch (error) {
      captcha.current?.reset();
      const message = fieldErrors(error).email;
      if (message) setError('email', { type: 'server', message });
    }
  };

  if (sentTo) {
    return (
      <AuthLayout title={t('auth.forgotPassword.sentTitle')} focusHeading>
        <div className="grid gap-5">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
              <MailCheck aria-hidden="true" className="size-5" />
            </span>
            <p className="text-sm text-slate-700">
              {t('auth.forgotPassword.sentDescription', { email: sentTo })}
            </p>
          </div>
          <Button asChild size="lg" className="w-full">
            <Link to="/sign-in">{t('auth.forgotPassword.backToSignIn')}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  const busy = isSubmitting || requestReset.isPending;

  return (
    <AuthLayout
      title={title}
      description={t('auth.forgotPassword.subtitle')}
      footer={
        <>
          {t('auth.forgotPassword.rememberPassword')}{' '}
          <TextLink to="/sign-in">{t('auth.forgotPassword.signInLink')}</TextLink>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        className="grid gap-4"
      >
        <FormField
          id="forgot-password-email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          error={errors.email?.message}
          {...register('email')}
        />
        <Captcha ref={captcha} onChange={onCaptcha} error={errors.captcha?.message} />

        {requestReset.isError && (
          <FormAlert variant="error">
            {errorText(requestReset.error, messages.sendResetEmailFailed)}
          </FormAlert>
        )}

        <Button type="submit" size="lg" className="w-full" disabled={!isValid || busy}>
          {busy ? t('auth.sending') : t('auth.forgotPassword.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
