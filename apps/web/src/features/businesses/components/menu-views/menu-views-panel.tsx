import { useId, useMemo } from 'react';
import { ChartColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  MENU_VIEWS_DAILY_MAX_DAYS,
  viewsByWeek,
  type ContentLanguage,
  type MenuViewsStats,
} from '@carta/shared';
import { BarChart } from '@/components/charts/bar-chart';
import { ShareBars } from '@/components/charts/share-bars';
import { ListError } from '@/components/list-error';
import { LineListSkeleton } from '@/components/skeletons/line-list-skeleton';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { contentLanguageLabel } from '@/lib/content-language-names';
import { cn } from '@/lib/utils';
import { useMenuViews } from '../../api/get-menu-views';
import { useViewsPeriod, useViewsRange } from './use-views-range';
import { ViewsPeriodSelect } from './views-period-select';

/** Numbers, shares and days in the interface language. */
function useViewFormats() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const number = new Intl.NumberFormat(language);
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    // Days are calendar days of the business's zone: drawn as UTC so no zone shifts them.
    const day = new Intl.DateTimeFormat(language, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const dated = new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const instant = (value: string) => Date.parse(`${value}T00:00:00Z`);
    return {
      language,
      number: (value: number) => number.format(value),
      share: (value: number) => percent.format(value),
      day: (value: string) => day.format(instant(value)),
      /** 'Mar 2 – 8' (one day alone reads 'Mar 2'). */
      days: (from: string, to: string) => day.formatRange(instant(from), instant(to)),
      /** 'Feb 9 – Mar 10, 2026', with the year. */
      period: (from: string, to: string) => dated.formatRange(instant(from), instant(to)),
    };
  }, [language]);
}

function ViewsReport({ stats }: { stats: MenuViewsStats }) {
  const { t } = useTranslation();
  const format = useViewFormats();
  const topId = useId();
  const days = stats.days.length;
  // A bar a day stays readable up to MENU_VIEWS_DAILY_MAX_DAYS; longer ranges show a bar a week.
  const weekly = days > MENU_VIEWS_DAILY_MAX_DAYS;
  // The table for screen readers lists the same bars, so it follows the same grouping.
  const chart = weekly
    ? {
        caption: t('views.chartCaptionWeekly', { count: days }),
        labelHeader: t('views.week'),
        data: viewsByWeek(stats.days).map(({ from, to, views }) => ({
          key: from,
          label: format.days(from, to),
          value: views,
        })),
      }
    : {
        caption: t('views.chartCaption', { count: days }),
        labelHeader: t('views.day'),
        data: stats.days.map(({ day, views }) => ({
          key: day,
          label: format.day(day),
          value: views,
        })),
      };

  if (stats.total === 0) {
    return <p className="text-sm text-slate-500">{t('views.empty')}</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-semibold text-slate-900 tabular-nums">
          {format.number(stats.total)}
        </span>
        <span className="text-sm text-slate-600">{t('views.total', { count: stats.total })}</span>
      </p>
      <BarChart {...chart} valueHeader={t('views.views')} formatValue={format.number} />
      <section aria-labelledby={topId} className="flex flex-col gap-2">
        <h3 id={topId} className="text-sm font-medium text-slate-700">
          {t('views.topMenus')}
        </h3>
        <ol className="flex flex-col divide-y divide-slate-100">
          {stats.top_menus.map((menu) => (
            <li key={menu.id} className="flex items-baseline justify-between gap-2 py-1.5 text-sm">
              <span className="min-w-0 truncate text-slate-900">{menu.name}</span>
              <span className="shrink-0 text-slate-600 tabular-nums">
                {t('views.viewCount', { count: menu.views, formatted: format.number(menu.views) })}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <div className="grid grid-cols-1 gap-6 @lg:grid-cols-3">
        <ShareBars
          title={t('views.bySource')}
          data={stats.sources.map(({ source, views }) => ({
            key: source,
            label: t(`views.sources.${source}`),
            value: views,
          }))}
          formatValue={format.number}
          formatShare={format.share}
        />
        <ShareBars
          title={t('views.byDevice')}
          data={stats.devices.map(({ device, views }) => ({
            key: device,
            label: t(`views.devices.${device}`),
            value: views,
          }))}
          formatValue={format.number}
          formatShare={format.share}
        />
        <ShareBars
          title={t('views.byLanguage')}
          data={stats.languages.map(({ language, views }) => ({
            key: language,
            label: contentLanguageLabel(language as ContentLanguage, format.language),
            value: views,
          }))}
          formatValue={format.number}
          formatShare={format.share}
        />
      </div>
    </div>
  );
}

/**
 * A business's menu views over the period the owner picks (docs/product.md, "Menu views"): views
 * per day (per week beyond MENU_VIEWS_DAILY_MAX_DAYS) as a chart with the same numbers as a table,
 * the most viewed menus, and the shares by source, device and language; an empty state before the
 * first view. Another period keeps the current views on screen, marked busy, until its own arrive.
 */
export function MenuViewsPanel({
  businessId,
  className,
}: {
  businessId: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useViewFormats();
  const titleId = useId();
  const [days, choosePeriod] = useViewsPeriod();
  const range = useViewsRange(businessId, days);
  const query = useMenuViews(businessId, range);
  // The days on screen: those of the views shown, else those asked for.
  const shown = query.data ?? range;

  let body;
  if (businessId === null) {
    body = <p className="text-sm text-slate-500">{t('views.noBusiness')}</p>;
  } else if (query.isError && !query.data) {
    body = (
      <ListError
        compact
        text={t('views.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!query.data) {
    body = <LineListSkeleton />;
  } else {
    body = <ViewsReport stats={query.data} />;
  }

  return (
    <Card role="region" aria-labelledby={titleId} className={cn('@container min-w-0', className)}>
      <CardHeader className="pb-4">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h2
            id={titleId}
            className="flex items-center gap-2 text-base leading-tight font-semibold"
          >
            <ChartColumn aria-hidden="true" className="size-5 text-slate-500" />
            {t('views.title')}
          </h2>
          {businessId === null ? null : <ViewsPeriodSelect value={days} onChange={choosePeriod} />}
        </div>
        {businessId === null ? null : (
          // Its line is kept while the dates are not known yet, so the card does not jump.
          <p className="min-h-5 text-sm font-medium text-slate-700">
            {shown ? t('views.periodShown', { period: format.period(shown.from, shown.to) }) : null}
          </p>
        )}
        <p className="text-sm text-slate-600">{t('views.subtitle')}</p>
      </CardHeader>
      <CardContent
        aria-busy={query.isPlaceholderData || undefined}
        className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
      >
        {body}
      </CardContent>
    </Card>
  );
}
