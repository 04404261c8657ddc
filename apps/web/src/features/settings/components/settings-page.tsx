import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiTokensCard } from './api-tokens/api-tokens-card';
import { ChangePasswordCard } from './change-password-card';
import { LanguageCard } from './language-card';
import { ProfileCard } from './profile-card';
import { WebhooksCard } from './webhooks/webhooks-card';
import { FormPage } from '@/components/layout/form-page';

/** /settings (docs/product.md §2): profile, language and security. */
export function SettingsPage() {
  const { t } = useTranslation();
  const title = usePageTitle('settings');

  return (
    <FormPage>
      <header>
        <h1 id="page-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
          {title}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('settings.subtitle')}</p>
      </header>
      <ProfileCard />
      <LanguageCard />
      <ChangePasswordCard />
      <ApiTokensCard />
      <WebhooksCard />
    </FormPage>
  );
}
