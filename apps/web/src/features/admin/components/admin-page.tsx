import { Link } from 'react-router';
import { ArrowRight, UsersRound, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePageTitle } from '@/hooks/use-page-title';

/** /admin (docs/product.md §2 Admin): a card to the accounts list and a disabled coming-soon card. */
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
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <Link
            to="/admin/accounts"
            className="group block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Card className="h-full transition-colors group-hover:border-brand-300 group-hover:shadow-md">
              <CardHeader className="h-full">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                  <UsersRound aria-hidden="true" className="size-5" />
                </span>
                <CardTitle className="mt-2">{t('admin.accountsCard.title')}</CardTitle>
                <CardDescription>{t('admin.accountsCard.description')}</CardDescription>
                <span className="mt-auto flex items-center gap-1 pt-3 text-sm font-medium text-brand-700">
                  {t('admin.accountsCard.open')}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
              </CardHeader>
            </Card>
          </Link>
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
