import { Link } from 'react-router';
import { ArrowRight, Check, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BusinessStats } from '@carta/shared';
import { BusinessLogo } from '@/components/business-logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Business } from '@carta/shared';
import { thumbnailUrl } from '@/lib/businesses/business-schema';
import { useFormatDate } from '@/lib/format-date';

const EMPTY_STATS: BusinessStats = { total_products: 0, total_categories: 0, total_menus: 0 };

/** One business on the dashboard grid with its counts and actions (SPEC §2 Dashboard). */
export function BusinessCard({
  business,
  stats = EMPTY_STATS,
  selected,
  onSelect,
  onDelete,
}: {
  business: Business;
  stats?: BusinessStats;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const detailsPath = `/businesses/${encodeURIComponent(business.id)}`;
  const counts = [
    { key: 'products', value: stats.total_products },
    { key: 'categories', value: stats.total_categories },
    { key: 'menus', value: stats.total_menus },
  ] as const;

  return (
    <Card
      className={
        selected ? 'flex w-full flex-col ring-2 ring-brand-600/70' : 'flex w-full flex-col'
      }
    >
      <div className="flex items-start gap-3 p-4 pb-3">
        <BusinessLogo src={thumbnailUrl(business)} />
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-base font-semibold break-words text-slate-900">
            <Link
              to={detailsPath}
              className="rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {business.name}
            </Link>
          </h3>
          <p className="text-xs text-slate-500">
            {t('dashboard.card.created', { date: formatDate(business.created_at) })}
          </p>
          {selected && (
            <Badge className="mt-1.5">
              <Check aria-hidden="true" className="size-3" />
              {t('dashboard.card.currentlySelected')}
            </Badge>
          )}
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <Button variant="ghost" size="icon" className="size-8" asChild>
            <Link
              to={`${detailsPath}/edit`}
              aria-label={t('dashboard.card.editNamed', { name: business.name })}
              title={t('dashboard.card.edit')}
            >
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={onDelete}
            aria-label={t('dashboard.card.deleteNamed', { name: business.name })}
            title={t('dashboard.card.delete')}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <dl className="mx-4 grid grid-cols-3 divide-x divide-slate-100 rounded-lg bg-slate-50 py-2 text-center">
        {counts.map(({ key, value }) => (
          <div key={key} className="flex flex-col-reverse px-1">
            <dt className="truncate text-xs text-slate-500">{t(`dashboard.totals.${key}`)}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-2 p-4">
        {!selected && (
          <Button
            size="sm"
            onClick={onSelect}
            aria-label={t('dashboard.card.selectNamed', { name: business.name })}
          >
            {t('dashboard.card.select')}
          </Button>
        )}
        <Button variant="outline" size="sm" asChild>
          <Link
            to={detailsPath}
            aria-label={t('dashboard.card.viewDetailsNamed', { name: business.name })}
          >
            {t('dashboard.card.viewDetails')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Card>
  );
}
