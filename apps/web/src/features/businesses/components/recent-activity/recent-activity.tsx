import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry, EntityType } from '@carta/shared';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ListError } from '@/components/list-error';
import { LineListSkeleton } from '@/components/skeletons/line-list-skeleton';
import { activityQueryOptions } from '@/features/businesses/api/get-activity';
import { cn } from '@/lib/utils';
import { formatRelativeTime } from './relative-time';

const dotColour: Record<EntityType, string> = {
  business: 'bg-brand-600',
  product: 'bg-emerald-500',
  category: 'bg-amber-500',
  menu: 'bg-sky-500',
};

function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const at = new Date(entry.at);
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <span
        aria-hidden="true"
        data-type={entry.type}
        className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', dotColour[entry.type])}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-900">
          <span className="font-medium">{t(`activity.events.${entry.type}.${entry.action}`)}</span>
          <span className="text-slate-500"> · </span>
          <span className="break-words">{entry.item_name}</span>
        </p>
        <time
          dateTime={entry.at}
          title={at.toLocaleString(language)}
          className="text-xs text-slate-500"
        >
          {formatRelativeTime(at, { t, language })}
        </time>
        {entry.api_token && (
          <p className="text-xs break-words text-slate-500">
            {t('apiTokens.viaToken', { name: entry.api_token.name })}
          </p>
        )}
      </div>
    </li>
  );
}

/** The latest entries of a business's activity log (docs/architecture.md §7), newest first. */
export function RecentActivity({
  businessId,
  className,
}: {
  businessId: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const query = useQuery(activityQueryOptions(businessId));

  let body;
  if (businessId === null) {
    body = <p className="text-sm text-slate-500">{t('activity.noBusiness')}</p>;
  } else if (query.isError && !query.data) {
    // A failure is never shown as "No activity yet" (docs/product.md §2, "Errors, loading and offline").
    body = (
      <ListError
        compact
        text={t('activity.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!query.data) {
    body = <LineListSkeleton />;
  } else if (query.data.length === 0) {
    body = <p className="text-sm text-slate-500">{t('activity.empty')}</p>;
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {query.data.map((entry) => (
          <ActivityItem key={entry.id} entry={entry} />
        ))}
      </ul>
    );
  }

  return (
    <Card className={className}>
      <CardHeader className="pb-4">
        <h2 className="flex items-center gap-2 text-base leading-tight font-semibold">
          <History aria-hidden="true" className="size-5 text-slate-500" />
          {t('activity.title')}
        </h2>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
