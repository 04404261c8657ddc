import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@carta/shared';
import { InputField } from '@/components/ui/form-field';

/** A new password with its length hint, and its confirmation (sign-up, reset password). */
export function NewPasswordFields({
  idPrefix,
  labels,
  password,
  confirm,
  errors,
}: {
  idPrefix: string;
  labels: { password: string; confirm: string };
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
}) {
  const { t } = useTranslation();
  const common = { type: 'password', autoComplete: 'new-password', className: 'gap-2' } as const;
  return (
    <>
      <InputField
        {...common}
        id={`${idPrefix}-password`}
        label={labels.password}
        description={t('auth.passwordHint', { min: LIMITS.passwordMin })}
        error={errors.password}
        {...password}
      />
      <InputField
        {...common}
        id={`${idPrefix}-confirm`}
        label={labels.confirm}
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
