import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FolderOpen, Plus, SearchX, Store, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS, type Category } from '@carta/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListEmptyState } from '@/components/list-empty-state';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/hooks/use-page-title';
import { showDataError } from '@/lib/businesses/data-error-toast';
import { useCurrentBusiness } from '@/lib/catalogue/use-current-business';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { CategoryCard } from './category-card';

/**
 * /categories (SPEC §2): the selected business's categories, searched by name (debounced,
 * trimmed), 25 per page, each deletable after confirmation.
 */
export function CategoriesPage() {
  const { t } = useTranslation();
  const title = usePageTitle('categories');
  const current = useCurrentBusiness();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  // A new search starts again on page 1.
  const [paging, setPaging] = useState({ term: '', page: 1 });
  const page = paging.term === term ? paging.page : 1;
  const setPage = (next: number) => setPaging({ term, page: next });
  const businessId = current.business?.id;
  const list = useCategories(businessId ? { businessId, page, name: term } : null);
  const deletion = useDeleteCategory();
  const [toDelete, setToDelete] = useState<Category | null>(null);

  const { isError, error, errorUpdatedAt } = list;
  useEffect(() => {
    if (isError) showDataError(error, t('categories.toast.loadListFailed'));
  }, [isError, error, errorUpdatedAt, t]);

  const total = list.data?.pagination.total ?? 0;

  const addButton = (
    <Button asChild>
      <Link to="/categories/new">
        <Plus aria-hidden="true" />
        {t('categories.newCategory')}
      </Link>
    </Button>
  );

  let content;
  if (current.pending || (businessId && list.isPending)) {
    content = <PageSpinner />;
  } else if (!businessId) {
    content = (
      <ListEmptyState
        icon={Store}
        title={t('categories.noBusiness.title')}
        text={t('categories.noBusiness.description')}
        action={
          <Button asChild>
            <Link to="/dashboard">{t('categories.noBusiness.cta')}</Link>
          </Button>
        }
      />
    );
  } else if (!list.data) {
    content = (
      <ListEmptyState
        icon={TriangleAlert}
        title={t('businesses.errorTitle')}
        text={t('categories.toast.loadListFailed')}
        action={
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('picker.retry')}
          </Button>
        }
      />
    );
  } else if (list.data.items.length === 0 && term) {
    content = (
      <ListEmptyState
        icon={SearchX}
        title={t('categories.noMatch.title')}
        text={t('categories.noMatch.description', { term })}
      />
    );
  } else if (list.data.items.length === 0) {
    content = (
      <ListEmptyState
        icon={FolderOpen}
        title={t('categories.empty.title')}
        text={t('categories.empty.description')}
        action={
          <Button asChild>
            <Link to="/categories/new">
              <Plus aria-hidden="true" />
              {t('categories.empty.cta')}
            </Link>
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <ul
          aria-label={title}
          aria-busy={list.isPlaceholderData || undefined}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {list.data.items.map((category) => (
            <li key={category.id} className="flex min-w-0">
              <CategoryCard category={category} onDelete={() => setToDelete(category)} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={total}
          onPageChange={setPage}
          disabled={list.isPlaceholderData}
          className="mt-2"
        />
      </>
    );
  }

  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto flex w-full max-w-7xl flex-col gap-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 id="page-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            {title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('categories.subtitle')}</p>
        </div>
        {businessId && addButton}
      </div>
      {businessId && (
        <SearchInput
          value={search}
          onChange={setSearch}
          label={t('categories.searchLabel')}
          placeholder={t('categories.searchPlaceholder')}
          className="max-w-md"
        />
      )}
      {content}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('categories.delete.title')}
        description={t('categories.delete.description', { name: toDelete?.name ?? '' })}
        confirmLabel={t('categories.delete.confirm')}
        cancelLabel={t('categories.delete.cancel')}
        pending={deletion.isPending}
        onConfirm={() =>
          toDelete &&
          deletion.mutate(toDelete, {
            // Deleting the only card of a later page shows the page before it.
            onSuccess: () => list.data?.items.length === 1 && page > 1 && setPage(page - 1),
            onSettled: () => setToDelete(null),
          })
        }
      />
    </section>
  );
}
