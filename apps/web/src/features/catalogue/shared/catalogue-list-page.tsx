import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SearchX, Store, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PagedList } from '@carta/shared';
import { ListEmptyState } from '@/components/list-empty-state';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/hooks/use-page-title';
import { CardGrid } from '@/components/list-page/card-grid';
import { CreateLink } from '@/components/list-page/create-link';
import {
  DeleteConfirmDialog,
  type DeleteMutation,
} from '@/components/list-page/delete-confirm-dialog';
import { ListPage } from '@/components/list-page/list-page';
import type { ListSearch } from '@/components/list-page/use-list-search';

export type CatalogueKind = 'products' | 'categories' | 'menus';

const NEW_LABEL = {
  products: 'products.newProduct',
  categories: 'categories.newCategory',
  menus: 'menus.newMenu',
} as const;

export interface CatalogueListQuery<T> {
  data?: PagedList<T>;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  errorUpdatedAt: number;
  refetch: () => Promise<unknown>;
}

export interface CatalogueListPageProps<T extends { id: string; name: string }> {
  /** Route (/kind, /kind/new) and translation namespace of the list. */
  kind: CatalogueKind;
  emptyIcon: LucideIcon;
  pageSize: number;
  /** The business the list belongs to; null while loading or when there is none. */
  businessId: string | null;
  /** The owner's businesses are still loading (the spinner shows meanwhile). */
  businessPending?: boolean;
  search: ListSearch;
  list: CatalogueListQuery<T>;
  /**
   * 'retry' offers reloading a list that failed with nothing to show; 'empty' shows the empty
   * state instead. The failure toast appears either way.
   */
  onLoadFailure: 'retry' | 'empty';
  deletion: DeleteMutation<T>;
  renderCard: (item: T, onDelete: () => void) => ReactNode;
}

/**
 * A catalogue list screen (docs/product.md §2 Products, Categories, Menus): title, subtitle, create button,
 * debounced search, spinner, empty and no-match states, card grid, pagination and delete with
 * confirmation, all inside the selected business.
 */
export function CatalogueListPage<T extends { id: string; name: string }>({
  kind,
  emptyIcon,
  pageSize,
  businessId,
  businessPending = false,
  search,
  list,
  onLoadFailure,
  deletion,
  renderCard,
}: CatalogueListPageProps<T>) {
  const { t } = useTranslation();
  const title = usePageTitle(kind);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const { term, page } = search;

  // The query toasts a failed load (lib/query-client.ts); the page shows it too.
  const { isError } = list;
  const loadFailed = t(`${kind}.toast.loadListFailed`);

  // Products never stay without a business: useRequiredBusiness sends the owner to /dashboard.
  const noBusiness = kind !== 'products' && !businessPending && businessId === null;
  const createLink = (label: string) => <CreateLink to={`/${kind}/new`}>{label}</CreateLink>;
  const items = onLoadFailure === 'empty' && isError ? [] : list.data?.items;

  let content;
  if (kind !== 'products' && noBusiness) {
    content = (
      <ListEmptyState
        icon={Store}
        title={t(`${kind}.noBusiness.title`)}
        text={t(`${kind}.noBusiness.description`)}
        action={
          <Button asChild>
            <Link to="/dashboard">{t(`${kind}.noBusiness.cta`)}</Link>
          </Button>
        }
      />
    );
  } else if (businessId === null || list.isPending) {
    content = <PageSpinner />;
  } else if (!items) {
    content = (
      <ListEmptyState
        icon={TriangleAlert}
        title={t('errors.title')}
        text={loadFailed}
        action={
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('picker.retry')}
          </Button>
        }
      />
    );
  } else if (items.length === 0 && term) {
    content = (
      <ListEmptyState
        icon={SearchX}
        title={t(`${kind}.noMatch.title`)}
        text={t(`${kind}.noMatch.description`, { term })}
      />
    );
  } else if (items.length === 0) {
    content = (
      <ListEmptyState
        icon={emptyIcon}
        title={t(`${kind}.empty.title`)}
        text={t(`${kind}.empty.description`)}
        action={createLink(t(`${kind}.empty.cta`))}
      />
    );
  } else {
    content = (
      <>
        <CardGrid
          label={title}
          busy={list.isPlaceholderData}
          items={items}
          renderCard={(item) => renderCard(item, () => setToDelete(item))}
        />
        <Pagination
          page={page}
          pageSize={pageSize}
          total={list.data?.pagination.total ?? 0}
          onPageChange={search.setPage}
          disabled={list.isPlaceholderData}
          className="mt-2"
        />
      </>
    );
  }

  return (
    <ListPage
      title={title}
      subtitle={t(`${kind}.subtitle`)}
      action={!noBusiness && createLink(t(NEW_LABEL[kind]))}
    >
      {!noBusiness && (
        <SearchInput
          value={search.search}
          onChange={search.setSearch}
          label={t(`${kind}.searchLabel`)}
          placeholder={t(`${kind}.searchPlaceholder`)}
          className="max-w-md"
        />
      )}
      {content}
      <DeleteConfirmDialog
        item={toDelete}
        onClose={() => setToDelete(null)}
        texts={kind}
        deletion={deletion}
      />
    </ListPage>
  );
}
