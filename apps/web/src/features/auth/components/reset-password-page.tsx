import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LIMITS, ResetPasswordFormSchema, messages } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { useResetPassword } from '../api/reset-password';
import { errorText, fieldErrors } from '../lib/api-errors';
import { AuthLayout } from './auth-layout';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { TextLink } from './text-link';

function SuccessIcon() {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
      <CircleCheck aria-hidden="true" className="size-5" />
    </span>
  );
}

/** Shown for /reset-password without a token (SPEC §2, §8). */
function InvalidResetLink({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <AuthLayout title={title} showHomeLink={false}>
      <div className="grid gap-5">
        <FormAlert variant="error" title={t('auth.resetPassword.invalidTitle')}>
          {t('auth.resetPassword.invalidDescription')}
        </FormAlert>
        <Button asChild size="lg" className="w-full">
          <Link to="/">{t('auth.resetPassword.returnHome')}</Link>
        </Button>
        <p className="text-center text-sm text-slate-600">
          <TextLink to="/forgot-password">{t('auth.resetPassword.requestNew')}</TextLink>
        </p>
      </div>
    </AuthLayout>
  );
}

function ResetPasswordForm({
  title,
  token,
  onDone,
}: {
  title: string;
  token: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();

  const {
    register,
    handleSubmit,
    control,
    getValues,
    setError,
    setFocus,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => setFocus('password'), [setFocus]);

  const password = useWatch({ control, name: 'password' });
  useEffect(() => {
    if (getValues('confirmPassword')) void trigger('confirmPassword');
  }, [password, getValues, trigger]);

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    try {
      await resetPassword.mutateAsync({ token, password: newPassword });
      onDone();
    } catch (error) {
      const message = fieldErrors(error).password;
      if (message) setError('password', { type: 'server', message });
    }
  });

  const busy = isSubmitting || resetPassword.isPending;

  return (
    <AuthLayout title={title} description={t('auth.resetPassword.subtitle')} showHomeLink={false}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField
          id="reset-password-password"
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint', { min: LIMITS.passwordMin })}
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          id="reset-password-confirm"
          label={t('auth.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />

        {resetPassword.isError && (
          <FormAlert variant="error">
            <p>{errorText(resetPassword.error, messages.resetPasswordFailed)}</p>
            <p>
              <TextLink to="/forgot-password" className="text-red-800 underline">
                {t('auth.resetPassword.requestNew')}
              </TextLink>
            </p>
          </FormAlert>
        )}

        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t('auth.saving') : t('auth.resetPassword.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}

/** /reset-password/{id} (SPEC §2): a new password for the token in the e-mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const title = usePageTitle('resetPassword');
  const { id } = useParams();
  const [done, setDone] = useState(false);

  if (!id) return <InvalidResetLink title={title} />;

  if (done) {
    return (
      <AuthLayout title={t('auth.resetPassword.successTitle')} showHomeLink={false} focusHeading>
        <div className="grid gap-5">
          <div className="flex items-start gap-3">
            <SuccessIcon />
            <p className="text-sm text-slate-700">{t('auth.resetPassword.successDescription')}</p>
          </div>
          <Button asChild size="lg" className="w-full">
            <Link to="/sign-in">{t('auth.resetPassword.signIn')}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return <ResetPasswordForm title={title} token={id} onDone={() => setDone(true)} />;
}
