import { useEffect, useState } from 'react';
import { useForm, useWatch, type SubmitHandler } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { SignUpFormSchema, messages, type SignUpForm } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { fieldErrors } from '@/lib/api-field-errors';
import { useSignUp } from '../api/sign-up';
import { errorText } from '../lib/api-errors';
import { useCaptchaField } from '../lib/use-captcha-field';
import { AccountCreatedPanel } from './account-created-panel';
import { AuthFooterLink } from './auth-footer-link';
import { AuthLayout } from './auth-layout';
import { Captcha } from './captcha';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';

const FIELDS = ['email', 'password', 'confirmPassword'] as const;

/** /sign-up (SPEC §2): submit stays disabled until the form is valid and the captcha solved. */
export function SignUpPage() {
  const { t } = useTranslation();
  const title = usePageTitle('signUp');
  const signUp = useSignUp();
  const [createdFor, setCreatedFor] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    setFocus,
    trigger,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(SignUpFormSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '', confirmPassword: '', captcha: '' },
  });
  const captcha = useCaptchaField(setValue);

  useEffect(() => setFocus('email'), [setFocus]);

  // SPEC §5: the confirmation is rechecked live while the password changes.
  const password = useWatch({ control, name: 'password' });
  useEffect(() => {
    if (getValues('confirmPassword')) void trigger('confirmPassword');
  }, [password, getValues, trigger]);

  const submit: SubmitHandler<SignUpForm> = async ({
    email,
    password: newPassword,
    captcha: solution,
  }) => {
    try {
      await signUp.mutateAsync({ email, password: newPassword, captcha: solution });
      setCreatedFor(email);
    } catch (error) {
      // The solution was spent on this attempt.
      captcha.reset();
      const fields = fieldErrors(error);
      for (const name of FIELDS) {
        if (fields[name]) setError(name, { type: 'server', message: fields[name] });
      }
    }
  };

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
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        className="grid gap-4"
      >
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
          <FormAlert variant="error">
            {errorText(signUp.error, messages.createAccountFailed)}
          </FormAlert>
        )}

        <Button type="submit" size="lg" className="w-full" disabled={!isValid || busy}>
          {busy ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
