import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { CircleCheck, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResetPasswordFormSchema } from '@carta/shared';
import { Skeleton, SkeletonBlock } from '@/components/skeletons/skeleton';
import { Button } from '@/components/ui/button';
import { useApiForm } from '@/hooks/use-api-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { useResetTokenCheck } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from './auth-layout';
import { AuthNotice } from './auth-notice';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { TextLink } from './text-link';

/** Shown for /reset-password without a token, or with one that is unknown, used or expired (docs/product.md §2, §8). */
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

/** The reset form's shape while the link is being checked. */
function ResetFormSkeleton({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <AuthLayout title={title} description={t('auth.resetPassword.subtitle')} showHomeLink={false}>
      <Skeleton className="grid gap-4">
        {[0, 1].map((field) => (
          <div key={field} className="grid gap-2">
            <SkeletonBlock className="h-4 w-32" />
            <SkeletonBlock className="h-10 w-full" />
          </div>
        ))}
        <SkeletonBlock className="h-12 w-full" />
      </Skeleton>
    </AuthLayout>
  );
}

/** The link could not be checked (offline, server error): say so, with Retry. */
function ResetCheckFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AuthLayout title={title} showHomeLink={false}>
      <div className="grid gap-5">
        <FormAlert variant="error" title={t('errors.title')}>
          {errorText(error, 'genericError')}
        </FormAlert>
        <Button size="lg" className="w-full" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </div>
    </AuthLayout>
  );
}

/** Checks the link first (docs/product.md §2): a used or expired one says so before any typing. */
function CheckedResetPasswordForm({
  title,
  token,
  onDone,
}: {
  title: string;
  token: string;
  onDone: () => void;
}) {
  const check = useResetTokenCheck(token);
  if (check.isSuccess) return <ResetPasswordForm title={title} token={token} onDone={onDone} />;
  if (check.isError && !check.isFetching) {
    if (check.error instanceof ApiError && check.error.status === 400) {
      return <InvalidResetLink title={title} />;
    }
    return (
      <ResetCheckFailed title={title} error={check.error} onRetry={() => void check.refetch()} />
    );
  }
  return <ResetFormSkeleton title={title} />;
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

  return <CheckedResetPasswordForm title={title} token={id} onDone={() => setDone(true)} />;
}
