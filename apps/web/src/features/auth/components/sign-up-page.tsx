import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SignUpFormSchema } from '@carta/shared';
import { useApiForm } from '@/hooks/use-api-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorText } from '@/lib/i18n';
import { useSignUp } from '../api/sign-up';
import { useCaptchaField } from '../lib/use-captcha-field';
import { AccountCreatedPanel } from './account-created-panel';
import { AuthFooterLink } from './auth-footer-link';
import { AuthLayout } from './auth-layout';
import { Captcha } from './captcha';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { SubmitWithHint } from './submit-with-hint';
import { NewPasswordFields } from './new-password-fields';

const FIELDS = ['email', 'password', 'confirmPassword'] as const;

/** /sign-up (docs/product.md §2): submit stays disabled until the form is valid and the captcha solved. */
export function SignUpPage() {
  const { t } = useTranslation();
  const title = usePageTitle('signUp');
  const signUp = useSignUp();
  const [createdFor, setCreatedFor] = useState<string | null>(null);

  const {
    register,
    submit,
    control,
    getValues,
    setValue,
    setFocus,
    trigger,
    formState: { errors, isValid, isSubmitting },
  } = useApiForm({
    schema: SignUpFormSchema,
    defaultValues: { email: '', password: '', confirmPassword: '', captcha: '' },
    fields: FIELDS,
    onSubmit: async ({ email, password: newPassword, captcha: solution }) => {
      try {
        await signUp.mutateAsync({ email, password: newPassword, captcha: solution });
        setCreatedFor(email);
      } catch (error) {
        // The solution was spent on this attempt.
        captcha.reset();
        throw error;
      }
    },
  });
  const captcha = useCaptchaField(setValue);

  useEffect(() => setFocus('email'), [setFocus]);

  // docs/product.md §5: the confirmation is rechecked live while the password changes.
  const password = useWatch({ control, name: 'password' });
  useEffect(() => {
    if (getValues('confirmPassword')) void trigger('confirmPassword');
  }, [password, getValues, trigger]);

  if (createdFor) return <AccountCreatedPanel email={createdFor} />;

  const busy = isSubmitting || signUp.isPending;

  return (
    <AuthLayout
      title={title}
      description={t('auth.signUp.subtitle')}
      footer={
        <AuthFooterLink
          prompt={t('auth.signUp.haveAccount')}
          to="/sign-in"
          label={t('auth.signUp.signInLink')}
        />
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <EmailField id="sign-up-email" error={errors.email?.message} {...register('email')} />
        <NewPasswordFields
          idPrefix="sign-up"
          labels={{ password: t('auth.password'), confirm: t('auth.confirmPassword') }}
          password={register('password')}
          confirm={register('confirmPassword')}
          errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
        />
        <Captcha {...captcha.widget} error={errors.captcha?.message} />

        {signUp.isError && (
          <FormAlert variant="error">{errorText(signUp.error, 'createAccountFailed')}</FormAlert>
        )}

        <SubmitWithHint
          valid={isValid}
          busy={busy}
          label={t('auth.signUp.submit')}
          busyLabel={t('auth.signUp.submitting')}
        />
      </form>
    </AuthLayout>
  );
}
