import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type Business, type BusinessStats } from '@carta/shared';
import { ListEmptyState } from '@/components/list-empty-state';
import { ListError } from '@/components/list-error';
import { CardGrid } from '@/components/list-page/card-grid';
import { CreateLink } from '@/components/list-page/create-link';
import { DeleteConfirmDialog } from '@/components/list-page/delete-confirm-dialog';
import { ListPage } from '@/components/list-page/list-page';
import { Pagination } from '@/components/pagination';
import {
  MenuViewsPanel,
  RecentActivity,
  useBusinessSelection,
  useDeleteBusiness,
  useBusinessesPage,
} from '@/features/businesses';
import { usePageTitle } from '@/hooks/use-page-title';
import { useStats } from '../api/get-stats';
import { BusinessCard } from './business-card';
import { DashboardSkeleton } from './dashboard-skeleton';
import { TotalCards } from './total-cards';
import { totalsOf } from './totals';

const NO_STATS: BusinessStats = { total_products: 0, total_categories: 0, total_menus: 0 };

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * /dashboard (docs/product.md §2): totals, the paged business grid, and the selected business's
 * activity. A failed load is an error with Retry, never "no businesses yet" or a total of 0.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const title = usePageTitle('dashboard');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const businesses = useBusinessesPage(page);
  const stats = useStats();
  const { selectedId, select } = useBusinessSelection();
  const deletion = useDeleteBusiness();
  const [toDelete, setToDelete] = useState<Business | null>(null);

  // A failed load is toasted by its query (lib/query-client.ts).
  const setPage = (next: number) =>
    setSearchParams(next === 1 ? {} : { page: String(next) }, { preventScrollReset: false });

  // Deleting the last business of the last page leaves that page empty: show the one before it.
  const total = businesses.data?.pagination.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pastTheEnd = businesses.isSuccess && !businesses.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd)
      setSearchParams(lastPage === 1 ? {} : { page: String(lastPage) }, { replace: true });
  }, [pastTheEnd, lastPage, setSearchParams]);

  const items = businesses.data?.items;
  const statsSource = stats.data ?? (stats.isError ? 'failed' : 'pending');
  const statsOf = (id: string) =>
    stats.data ? (stats.data[id] ?? NO_STATS) : stats.isError ? null : undefined;

  let content;
  if (businesses.isError && !items) {
    content = (
      <>
        <TotalCards totals={totalsOf('failed', statsSource)} />
        <ListError
          text={t('messages.loadBusinessesFailed')}
          onRetry={() => void businesses.refetch()}
          retrying={businesses.isFetching}
        />
      </>
    );
  } else if (!items) {
    content = <DashboardSkeleton />;
  } else {
    content = (
      <>
        <TotalCards totals={totalsOf({ total }, statsSource)} />
        {items.length === 0 ? (
          <ListEmptyState
            icon={Store}
            title={t('dashboard.empty.title')}
            text={t('dashboard.empty.description')}
            action={<CreateLink to="/businesses/new">{t('dashboard.empty.cta')}</CreateLink>}
          />
        ) : (
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
            <section aria-labelledby="businesses-heading" className="flex min-w-0 flex-col gap-4">
              <h2 id="businesses-heading" className="text-lg font-semibold text-slate-900">
                {t('dashboard.yourBusinesses')}
              </h2>
              <CardGrid
                items={items}
                busy={businesses.isPlaceholderData}
                columns="sm:grid-cols-2 2xl:grid-cols-3"
                renderCard={(business) => (
                  <BusinessCard
                    business={business}
                    stats={statsOf(business.id)}
                    selected={business.id === selectedId}
                    onSelect={() => select(business.id)}
                    onDelete={() => setToDelete(business)}
                  />
                )}
              />
              <Pagination
                page={page}
                pageSize={PAGE_SIZE}
                total={total}
                onPageChange={setPage}
                disabled={businesses.isPlaceholderData}
                className="mt-2"
              />
            </section>
            <div className="flex min-w-0 flex-col gap-6 self-start">
              <MenuViewsPanel businessId={selectedId} />
              <RecentActivity businessId={selectedId} />
            </div>
          </div>
        )}
      </>
    );
  }

  return (
    <ListPage
      title={title}
      subtitle={t('dashboard.subtitle')}
      action={<CreateLink to="/businesses/new">{t('dashboard.newBusiness')}</CreateLink>}
    >
      {content}
      <DeleteConfirmDialog
        item={toDelete}
        onClose={() => setToDelete(null)}
        texts="businesses"
        deletion={deletion}
      />
    </ListPage>
  );
}
