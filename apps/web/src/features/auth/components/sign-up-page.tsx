import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type SubmitHandler } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LIMITS, SignUpFormSchema, messages, type SignUpForm } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSignUp } from '../api/sign-up';
import { errorText, fieldErrors } from '../lib/api-errors';
import { AccountCreatedPanel } from './account-created-panel';
import { AuthLayout } from './auth-layout';
import { Captcha, type CaptchaHandle } from './captcha';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { TextLink } from './text-link';

const FIELDS = ['email', 'password', 'confirmPassword'] as const;

/** /sign-up (SPEC §2): submit stays disabled until the form is valid and the captcha solved. */
export function SignUpPage() {
  const { t } = useTranslation();
  const title = usePageTitle('signUp');
  const signUp = useSignUp();
  const captcha = useRef<CaptchaHandle>(null);
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

  useEffect(() => setFocus('email'), [setFocus]);

  // SPEC §5: the confirmation is rechecked live while the password changes.
  const password = useWatch({ control, name: 'password' });
  useEffect(() => {
    if (getValues('confirmPassword')) void trigger('confirmPassword');
  }, [password, getValues, trigger]);

  const onCaptcha = useCallback(
    (token: string) => setValue('captcha', token, { shouldValidate: true }),
    [setValue],
  );

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
      captcha.current?.reset();
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
        <>
          {t('auth.signUp.haveAccount')}{' '}
          <TextLink to="/sign-in">{t('auth.signUp.signInLink')}</TextLink>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        className="grid gap-4"
      >
        <FormField
          id="sign-up-email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          id="sign-up-password"
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint', { min: LIMITS.passwordMin })}
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          id="sign-up-confirm-password"
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Captcha ref={captcha} onChange={onCaptcha} error={errors.captcha?.message} />

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
