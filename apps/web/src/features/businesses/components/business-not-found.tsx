import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Shown on /businesses/:id when no such business belongs to the owner. */
export function BusinessNotFound() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto flex w-full max-w-lg flex-col items-center gap-3 px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-slate-400" />
      <h1 className="text-xl font-semibold text-slate-900">
        {t('businesses.details.notFoundTitle')}
      </h1>
      <p className="text-sm text-slate-600">{t('businesses.details.notFoundDescription')}</p>
      <Button asChild className="mt-2">
        <Link to="/dashboard">{t('businesses.details.backToDashboard')}</Link>
      </Button>
    </Card>
  );
}
