import { Mail, UsersRound, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePageTitle } from '@/hooks/use-page-title';
import { AdminToolCard } from './admin-tool-card';

/** /admin (docs/product.md §2 Admin): cards to the accounts list and the outgoing mail, and a disabled coming-soon card. */
export function AdminPage() {
  const { t } = useTranslation();
  const title = usePageTitle('admin');

  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6"
    >
      <header>
        <h1 id="page-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
          {title}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('admin.subtitle')}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <AdminToolCard
            to="/admin/accounts"
            Icon={UsersRound}
            title={t('admin.accountsCard.title')}
            description={t('admin.accountsCard.description')}
            open={t('admin.accountsCard.open')}
          />
        </li>
        <li>
          <AdminToolCard
            to="/admin/mail"
            Icon={Mail}
            title={t('admin.mailCard.title')}
            description={t('admin.mailCard.description')}
            open={t('admin.mailCard.open')}
          />
        </li>
        <li>
          <Card
            aria-disabled="true"
            className="h-full border-dashed bg-slate-50 text-slate-500 shadow-none"
          >
            <CardHeader className="h-full">
              <div className="flex items-center justify-between gap-2">
                <span className="flex size-10 items-center justify-center rounded-full bg-slate-200 text-slate-500">
                  <Wrench aria-hidden="true" className="size-5" />
                </span>
                <Badge variant="secondary">{t('common.comingSoon')}</Badge>
              </div>
              <CardTitle className="mt-2 text-slate-600">{t('admin.moreCard.title')}</CardTitle>
              <CardDescription className="text-slate-500">
                {t('admin.moreCard.description')}
              </CardDescription>
            </CardHeader>
          </Card>
        </li>
      </ul>
    </section>
  );
}
