import { useEffect, useState } from 'react';
import { useForm, type SubmitHandler } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordFormSchema, messages, type ForgotPasswordForm } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { fieldErrors } from '@/lib/api-field-errors';
import { useRequestResetPassword } from '../api/request-reset-password';
import { errorText } from '../lib/api-errors';
import { useCaptchaField } from '../lib/use-captcha-field';
import { AuthFooterLink } from './auth-footer-link';
import { AuthLayout } from './auth-layout';
import { AuthNotice } from './auth-notice';
import { Captcha } from './captcha';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';

/** /forgot-password (SPEC §2): e-mail and captcha, then a check-your-email panel. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const title = usePageTitle('forgotPassword');
  const requestReset = useRequestResetPassword();
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
  const captcha = useCaptchaField(setValue);

  useEffect(() => setFocus('email'), [setFocus]);

  const submit: SubmitHandler<ForgotPasswordForm> = async ({ email, captcha: solution }) => {
    try {
      await requestReset.mutateAsync({ email, captcha: solution });
      setSentTo(email);
    } catch (error) {
      captcha.reset();
      const message = fieldErrors(error).email;
      if (message) setError('email', { type: 'server', message });
    }
  };

  if (sentTo) {
    return (
      <AuthLayout title={t('auth.forgotPassword.sentTitle')} focusHeading>
        <div className="grid gap-5">
          <AuthNotice icon={MailCheck}>
            {t('auth.forgotPassword.sentDescription', { email: sentTo })}
          </AuthNotice>
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
        <AuthFooterLink
          prompt={t('auth.forgotPassword.rememberPassword')}
          to="/sign-in"
          label={t('auth.forgotPassword.signInLink')}
        />
      }
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        className="grid gap-4"
      >
        <EmailField
          id="forgot-password-email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Captcha {...captcha.widget} error={errors.captcha?.message} />

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
