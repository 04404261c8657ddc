import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, Plus, SearchX, Store, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MENUS_PAGE_SIZE, SEARCH_DEBOUNCE_MS, type Menu } from '@carta/shared';
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
import { useDeleteMenu } from '../api/delete-menu';
import { useMenus } from '../api/get-menus';
import { MenuCard } from './menu-card';

/**
 * /menus (SPEC §2): the selected business's menus, searched by name (debounced, trimmed),
 * 12 per page, each with Preview and deletable after confirmation.
 */
export function MenusPage() {
  const { t } = useTranslation();
  const title = usePageTitle('menus');
  const current = useCurrentBusiness();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  // A new search starts again on page 1.
  const [paging, setPaging] = useState({ term: '', page: 1 });
  const page = paging.term === term ? paging.page : 1;
  const setPage = (next: number) => setPaging({ term, page: next });
  const businessId = current.business?.id;
  const list = useMenus(businessId ? { businessId, page, name: term } : null);
  const deletion = useDeleteMenu();
  const [toDelete, setToDelete] = useState<Menu | null>(null);

  const { isError, error, errorUpdatedAt } = list;
  useEffect(() => {
    if (isError) showDataError(error, t('menus.toast.loadListFailed'));
  }, [isError, error, errorUpdatedAt, t]);

  const total = list.data?.pagination.total ?? 0;

  const addButton = (
    <Button asChild>
      <Link to="/menus/new">
        <Plus aria-hidden="true" />
        {t('menus.newMenu')}
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
        title={t('menus.noBusiness.title')}
        text={t('menus.noBusiness.description')}
        action={
          <Button asChild>
            <Link to="/dashboard">{t('menus.noBusiness.cta')}</Link>
          </Button>
        }
      />
    );
  } else if (!list.data) {
    content = (
      <ListEmptyState
        icon={TriangleAlert}
        title={t('businesses.errorTitle')}
        text={t('menus.toast.loadListFailed')}
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
        title={t('menus.noMatch.title')}
        text={t('menus.noMatch.description', { term })}
      />
    );
  } else if (list.data.items.length === 0) {
    content = (
      <ListEmptyState
        icon={BookOpen}
        title={t('menus.empty.title')}
        text={t('menus.empty.description')}
        action={
          <Button asChild>
            <Link to="/menus/new">
              <Plus aria-hidden="true" />
              {t('menus.empty.cta')}
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
          {list.data.items.map((menu) => (
            <li key={menu.id} className="flex min-w-0">
              <MenuCard menu={menu} onDelete={() => setToDelete(menu)} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageSize={MENUS_PAGE_SIZE}
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
          <p className="mt-1 text-sm text-slate-600">{t('menus.subtitle')}</p>
        </div>
        {businessId && addButton}
      </div>
      {businessId && (
        <SearchInput
          value={search}
          onChange={setSearch}
          label={t('menus.searchLabel')}
          placeholder={t('menus.searchPlaceholder')}
          className="max-w-md"
        />
      )}
      {content}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('menus.delete.title')}
        description={t('menus.delete.description', { name: toDelete?.name ?? '' })}
        confirmLabel={t('menus.delete.confirm')}
        cancelLabel={t('menus.delete.cancel')}
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
