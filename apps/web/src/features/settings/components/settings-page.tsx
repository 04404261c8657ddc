import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { ChangePasswordCard } from './change-password-card';
import { LanguageCard } from './language-card';
import { ProfileCard } from './profile-card';

/** /settings (docs/product.md §2): profile, language and security. */
export function SettingsPage() {
  const { t } = useTranslation();
  const title = usePageTitle('settings');

  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6"
    >
      <header>
        <h1 id="page-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
          {title}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('settings.subtitle')}</p>
      </header>
      <ProfileCard />
      <LanguageCard />
      <ChangePasswordCard />
    </section>
  );
}
