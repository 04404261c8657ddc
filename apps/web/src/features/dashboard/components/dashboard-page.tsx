import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type Business } from '@carta/shared';
import { ListEmptyState } from '@/components/list-empty-state';
import { CardGrid } from '@/components/list-page/card-grid';
import { CreateLink } from '@/components/list-page/create-link';
import { DeleteConfirmDialog } from '@/components/list-page/delete-confirm-dialog';
import { ListPage } from '@/components/list-page/list-page';
import { Pagination } from '@/components/pagination';
import {
  RecentActivity,
  useBusinessSelection,
  useDeleteBusiness,
  useBusinessesPage,
} from '@/features/businesses';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/hooks/use-page-title';
import { useStats } from '../api/get-stats';
import { BusinessCard } from './business-card';
import { TotalCards } from './total-cards';
import { totalsOf } from './totals';

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** /dashboard (docs/product.md §2): totals, the paged business grid, and the selected business's activity. */
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

  const items = businesses.isError ? [] : (businesses.data?.items ?? []);

  return (
    <ListPage
      title={title}
      subtitle={t('dashboard.subtitle')}
      action={<CreateLink to="/businesses/new">{t('dashboard.newBusiness')}</CreateLink>}
    >
      {businesses.isPending ? (
        <PageSpinner />
      ) : (
        <>
          <TotalCards totals={totalsOf(businesses.isError ? 0 : total, stats.data)} />
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
                      stats={stats.data?.[business.id]}
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
              <RecentActivity businessId={selectedId} className="self-start" />
            </div>
          )}
        </>
      )}

      <DeleteConfirmDialog
        item={toDelete}
        onClose={() => setToDelete(null)}
        texts="businesses"
        deletion={deletion}
      />
    </ListPage>
  );
}
