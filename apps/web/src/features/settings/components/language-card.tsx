import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SectionIcon } from './section-icon';

/** Español / English (docs/product.md §2 Settings, §4 Language); the choice is remembered. */
export function LanguageCard() {
  const { t } = useTranslation();

  return (
    <Card>
      <CardHeader className="flex-row items-start gap-4">
        <SectionIcon icon={Languages} />
        <div className="grid gap-1.5">
          <CardTitle>{t('settings.language.title')}</CardTitle>
          <CardDescription>{t('settings.language.description')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <LanguageSwitcher />
      </CardContent>
    </Card>
  );
}
