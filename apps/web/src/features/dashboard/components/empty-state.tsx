import { Link } from 'react-router';
import { Plus, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** No businesses yet: invites the owner to create the first one. */
export function EmptyState() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Store aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{t('dashboard.empty.title')}</h2>
      <p className="max-w-md text-sm text-slate-600">{t('dashboard.empty.description')}</p>
      <Button asChild className="mt-2">
        <Link to="/businesses/new">
          <Plus aria-hidden="true" />
          {t('dashboard.empty.cta')}
        </Link>
      </Button>
    </Card>
  );
}
