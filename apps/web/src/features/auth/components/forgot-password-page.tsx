import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordFormSchema } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { useApiForm } from '@/hooks/use-api-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorText } from '@/lib/i18n';
import { useRequestResetPassword } from '../api/request-reset-password';
import { useCaptchaField } from '../lib/use-captcha-field';
import { AuthFooterLink } from './auth-footer-link';
import { AuthLayout } from './auth-layout';
import { AuthNotice } from './auth-notice';
import { Captcha } from './captcha';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { SubmitWithHint } from './submit-with-hint';

/** /forgot-password (docs/product.md §2): e-mail and captcha, then a check-your-email panel. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const title = usePageTitle('forgotPassword');
  const requestReset = useRequestResetPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const {
    register,
    submit,
    setValue,
    setFocus,
    formState: { errors, isValid, isSubmitting },
  } = useApiForm({
    schema: ForgotPasswordFormSchema,
    defaultValues: { email: '', captcha: '' },
    fields: ['email'],
    onSubmit: async ({ email, captcha: solution }) => {
      try {
        await requestReset.mutateAsync({ email, captcha: solution });
        setSentTo(email);
      } catch (error) {
        captcha.reset();
        throw error;
      }
    },
  });
  const captcha = useCaptchaField(setValue);

  useEffect(() => setFocus('email'), [setFocus]);

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
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <EmailField
          id="forgot-password-email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Captcha {...captcha.widget} error={errors.captcha?.message} />

        {requestReset.isError && (
          <FormAlert variant="error">
            {errorText(requestReset.error, 'sendResetEmailFailed')}
          </FormAlert>
        )}

        <SubmitWithHint
          valid={isValid}
          busy={busy}
          label={t('auth.forgotPassword.submit')}
          busyLabel={t('auth.sending')}
        />
      </form>
    </AuthLayout>
  );
}
