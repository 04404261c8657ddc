import { Link } from 'react-router';
import { ArrowRight, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Business, BusinessStats } from '@carta/shared';
import { BusinessLogo, thumbnailUrl } from '@/features/businesses';
import { CardActions } from '@/components/entity-card/card-actions';
import { CardTitleLink } from '@/components/entity-card/card-title-link';
import { EntityCardHeader } from '@/components/entity-card/entity-card-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFormatDate } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { TotalValue } from './total-value';

/** One business on the dashboard grid with its counts and actions (docs/product.md §2 Dashboard). */
export function BusinessCard({
  business,
  stats,
  selected,
  onSelect,
  onDelete,
}: {
  business: Business;
  /** Its counts; `undefined` while the statistics load, `null` when they failed to load. */
  stats: BusinessStats | null | undefined;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const detailsPath = `/businesses/${encodeURIComponent(business.id)}`;
  const counts = [
    { key: 'products', value: stats && stats.total_products },
    { key: 'categories', value: stats && stats.total_categories },
    { key: 'menus', value: stats && stats.total_menus },
  ] as const;

  return (
    <Card className={cn('relative flex w-full flex-col', selected && 'ring-2 ring-brand-600/70')}>
      <EntityCardHeader
        // Room for a two-line name, so the counts line up across a row of cards.
        className="min-h-[5.75rem] p-4 pb-3"
        media={<BusinessLogo src={thumbnailUrl(business)} />}
        title={<CardTitleLink to={detailsPath}>{business.name}</CardTitleLink>}
        actions={
          <CardActions
            texts="dashboard"
            name={business.name}
            editPath={`${detailsPath}/edit`}
            onDelete={onDelete}
          />
        }
      >
        <p className="text-xs text-slate-500">
          {t('dashboard.card.created', { date: formatDate(business.created_at) })}
        </p>
      </EntityCardHeader>
      {selected && (
        // On the card's edge, out of the flow: the selected card's rows stay level with the others'.
        <Badge className="absolute -top-2.5 left-4 border-brand-200 bg-white shadow-sm">
          <Check aria-hidden="true" className="size-3" />
          {t('dashboard.card.currentlySelected')}
        </Badge>
      )}
      <dl className="mx-4 grid grid-cols-3 divide-x divide-slate-100 rounded-lg bg-slate-50 py-2 text-center">
        {counts.map(({ key, value }) => (
          <div key={key} className="flex flex-col-reverse px-1">
            <dt className="truncate text-xs text-slate-500">{t(`dashboard.totals.${key}`)}</dt>
            <dd className="flex justify-center text-lg font-semibold text-slate-900">
              <TotalValue value={value} />
            </dd>
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
