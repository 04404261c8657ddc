import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResetPasswordFormSchema } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { useApiForm } from '@/hooks/use-api-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorText } from '@/lib/i18n';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from './auth-layout';
import { AuthNotice } from './auth-notice';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { TextLink } from './text-link';

/** Shown for /reset-password without a token (docs/product.md §2, §8). */
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
    submit,
    control,
    getValues,
    setFocus,
    trigger,
    formState: { errors, isSubmitting },
  } = useApiForm({
    schema: ResetPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    fields: ['password'],
    onSubmit: async ({ password: newPassword }) => {
      await resetPassword.mutateAsync({ token, password: newPassword });
      onDone();
    },
  });

  useEffect(() => setFocus('password'), [setFocus]);

  const password = useWatch({ control, name: 'password' });
  useEffect(() => {
    if (getValues('confirmPassword')) void trigger('confirmPassword');
  }, [password, getValues, trigger]);

  const busy = isSubmitting || resetPassword.isPending;

  return (
    <AuthLayout title={title} description={t('auth.resetPassword.subtitle')} showHomeLink={false}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <NewPasswordFields
          idPrefix="reset-password"
          labels={{ password: t('auth.newPassword'), confirm: t('auth.confirmNewPassword') }}
          password={register('password')}
          confirm={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
        />

        {resetPassword.isError && (
          <FormAlert variant="error">
            <p>{errorText(resetPassword.error, 'resetPasswordFailed')}</p>
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

/** /reset-password/{id} (docs/product.md §2): a new password for the token in the e-mailed link. */
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
          <AuthNotice icon={CircleCheck}>{t('auth.resetPassword.successDescription')}</AuthNotice>
          <Button asChild size="lg" className="w-full">
            <Link to="/sign-in">{t('auth.resetPassword.signIn')}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return <ResetPasswordForm title={title} token={id} onDone={() => setDone(true)} />;
}
