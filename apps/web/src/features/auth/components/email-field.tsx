import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '@/components/ui/form-field';

/** The e-mail input of the auth forms. */
export function EmailField(props: Omit<ComponentProps<typeof InputField>, 'label'>) {
  const { t } = useTranslation();
  return (
    <InputField
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('auth.emailPlaceholder')}
      className="gap-2"
      {...props}
    />
  );
}
