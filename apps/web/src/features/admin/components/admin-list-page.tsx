import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { CircleAlert, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PagedList } from '@carta/shared';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TableSkeleton } from '@/components/skeletons/table-skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { cn } from '@/lib/utils';
import { usePageParam } from '../hooks/use-page-param';

/** What an admin list reads of its query (TanStack Query's result). */
export interface AdminListQuery<T> {
  data: PagedList<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The admin lists: their page title and their texts under `admin.<kind>`. */
export type AdminListKind = 'accounts' | 'mail';

/**
 * An admin screen listing one page of items (docs/product.md §2 Admin): title and Refresh, an
 * error with Retry (never the empty state), a skeleton while loading, the empty state, the table
 * and the pagination, whose page is in the address (`?page=2`). The accounts and outgoing mail
 * screens differ only in their table.
 */
export function AdminListPage<T>({
  kind,
  loadError,
  emptyIcon: EmptyIcon,
  columns,
  useList,
  pageSize,
  children,
}: {
  kind: AdminListKind;
  /** The text of a failed load, under its title. */
  loadError: string;
  emptyIcon: LucideIcon;
  /** Columns of the loading skeleton. */
  columns: number;
  /** The list's query hook, for one page. */
  useList: (page: number) => AdminListQuery<T>;
  pageSize: number;
  /** The table of a non-empty page. */
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const title = usePageTitle(kind);
  const [page, onPageChange] = usePageParam();
  const { data, isPending, isError, isFetching, refetch } = useList(page);
  const texts = {
    subtitle: t(`admin.${kind}.subtitle`),
    refresh: t(`admin.${kind}.refresh`),
    refreshing: t(`admin.${kind}.refreshing`),
    loadErrorTitle: t(`admin.${kind}.loadErrorTitle`),
    retry: t(`admin.${kind}.retry`),
    empty: t(`admin.${kind}.empty`),
  };
  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto flex w-full max-w-6xl flex-col gap-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="page-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            {title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{texts.subtitle}</p>
        </div>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className={cn(isFetching && 'animate-spin')} />
          {isFetching && !isPending ? texts.refreshing : texts.refresh}
        </Button>
      </header>

      {isError && !isFetching && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-2">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div>
              <p className="font-semibold">{texts.loadErrorTitle}</p>
              <p>{loadError}</p>
            </div>
          </div>
          <Button variant="destructive" size="sm" onClick={() => void refetch()}>
            <RefreshCw aria-hidden="true" />
            {texts.retry}
          </Button>
        </div>
      )}

      {isPending && (isFetching || !isError) && <TableSkeleton columns={columns} />}

      {data && data.items.length === 0 && (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <EmptyIcon aria-hidden="true" className="size-6" />
          </span>
          <p className="text-sm text-slate-600">{texts.empty}</p>
        </Card>
      )}

      {data && data.items.length > 0 && children(data.items)}

      {data && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={data.pagination.total}
          onPageChange={onPageChange}
          disabled={isFetching}
        />
      )}
    </section>
  );
}
