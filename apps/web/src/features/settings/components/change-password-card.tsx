import { useId } from 'react';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordFormSchema, LIMITS, type ChangePasswordForm } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InputField } from '@/components/ui/form-field';
import { useApiForm } from '@/hooks/use-api-form';
import { errorText } from '@/lib/i18n';
import { useChangePassword } from '../api/change-password';
import { SectionIcon } from './section-icon';
import { SettingsNotice } from './settings-notice';

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Security: current, new and confirmed password, validated on change (docs/product.md §5). A red banner shows
 * the failure, a green one the success, after which the fields are cleared (docs/product.md §8).
 */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useChangePassword();
  const {
    register,
    submit,
    trigger,
    getValues,
    setFocus,
    formState: { errors },
  } = useApiForm({
    schema: ChangePasswordFormSchema,
    defaultValues: emptyForm,
    // A successful change empties the fields.
    afterSave: 'clear',
    onSubmit: (values) =>
      mutation.mutateAsync(
        { password: values.currentPassword, new_password: values.newPassword },
        { onError: () => setFocus('currentPassword') },
      ),
  });

  const failure = errorText(mutation.error, 'changePasswordFailed');
  const password = { type: 'password', className: 'gap-2' } as const;

  return (
    <Card>
      <CardHeader className="flex-row items-start gap-4">
        <SectionIcon icon={KeyRound} />
        <div className="grid gap-1.5">
          <CardTitle id={`${id}-title`}>{t('settings.security.title')}</CardTitle>
          <CardDescription>{t('settings.security.description')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-labelledby={`${id}-title`}
          onSubmit={(event) => void submit(event)}
          className="grid gap-5"
        >
          {mutation.isError && <SettingsNotice variant="error">{failure}</SettingsNotice>}
          {mutation.isSuccess && (
            <SettingsNotice variant="success">
              {t('settings.changePassword.success')}
            </SettingsNotice>
          )}
          <InputField
            {...password}
            id={`${id}-current`}
            label={t('settings.changePassword.currentPassword')}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <InputField
            {...password}
            id={`${id}-new`}
            label={t('settings.changePassword.newPassword')}
            autoComplete="new-password"
            description={t('settings.changePassword.newPasswordHint', { min: LIMITS.passwordMin })}
            error={errors.newPassword?.message}
            {...register('newPassword', {
              // The confirmation must follow a new password typed after it.
              onChange: () => {
                if (getValues('confirmPassword')) void trigger('confirmPassword');
              },
            })}
          />
          <InputField
            {...password}
            id={`${id}-confirm`}
            label={t('settings.changePassword.confirmPassword')}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <div>
            <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
              {mutation.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {mutation.isPending
                ? t('settings.changePassword.submitting')
                : t('settings.changePassword.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
