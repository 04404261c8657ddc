import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SearchX, Store, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PagedList } from '@carta/shared';
import { ListEmptyState } from '@/components/list-empty-state';
import { ListError } from '@/components/list-error';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { CardGridSkeleton } from '@/components/skeletons/card-grid-skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { CardGrid } from '@/components/list-page/card-grid';
import { CreateLink } from '@/components/list-page/create-link';
import {
  DeleteConfirmDialog,
  type DeleteMutation,
} from '@/components/list-page/delete-confirm-dialog';
import { ListPage } from '@/components/list-page/list-page';
import { useListSearch } from '@/components/list-page/use-list-search';
import type { CurrentBusiness } from '@/features/businesses';
import { MissingTranslationsNotice } from './missing-translations-notice';

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
  isFetching: boolean;
  error: unknown;
  errorUpdatedAt: number;
  refetch: () => Promise<unknown>;
}

/** What a list query is asked for: a page of the business's items, searched by name. */
export interface CatalogueListParams {
  businessId: string;
  page: number;
  /** Trimmed search term; '' sends no filter. */
  name: string;
}

export interface CatalogueListPageProps<T extends { id: string; name: string }> {
  /** Route (/kind, /kind/new) and translation namespace of the list. */
  kind: CatalogueKind;
  emptyIcon: LucideIcon;
  pageSize: number;
  /**
   * The selected business: the list belongs to it, the skeleton shows while the owner's
   * businesses load, and their failed load is an error with a retry, not "no business".
   */
  current: CurrentBusiness;
  /** The list's query hook; null while there is no business, so it waits. */
  useList: (params: CatalogueListParams | null) => CatalogueListQuery<T>;
  deletion: DeleteMutation<T>;
  renderCard: (item: T, onDelete: () => void) => ReactNode;
}

/**
 * A catalogue list screen (docs/product.md §2 Products, Categories, Menus): title, subtitle, create button,
 * debounced search, the missing translations, a skeleton while loading, an error with Retry when loading failed (never the
 * empty state), empty and no-match states, card grid, pagination and delete with confirmation, all
 * inside the selected business.
 */
export function CatalogueListPage<T extends { id: string; name: string }>({
  kind,
  emptyIcon,
  pageSize,
  current,
  useList,
  deletion,
  renderCard,
}: CatalogueListPageProps<T>) {
  const { t } = useTranslation();
  const { pending: businessPending, failed: businessFailed } = current;
  const businessId = current.business?.id ?? null;
  const search = useListSearch();
  const list = useList(businessId ? { businessId, page: search.page, name: search.term } : null);
  search.keepPageInRange(list, pageSize);
  const title = usePageTitle(kind);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const { term, page } = search;

  // The query toasts a failed load (lib/query-client.ts); the page shows it too, with a Retry.
  const loadFailed = t(`${kind}.toast.loadListFailed`);

  // Products never stay without a business: useRequiredBusiness sends the owner to /dashboard.
  const noBusiness =
    kind !== 'products' && !businessPending && !businessFailed && businessId === null;
  const createLink = (label: string) => <CreateLink to={`/${kind}/new`}>{label}</CreateLink>;
  const items = list.data?.items;

  let content;
  if (businessFailed && businessId === null) {
    content = (
      <ListError text={t('messages.loadBusinessesFailed')} onRetry={() => current.retry()} />
    );
  } else if (kind !== 'products' && noBusiness) {
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
  } else if (list.isError && !items) {
    // A failed load (or a failed page or search) is never shown as an empty list; a failed
    // background reload keeps the list it had (and toasts).
    content = (
      <ListError text={loadFailed} onRetry={() => void list.refetch()} retrying={list.isFetching} />
    );
  } else if (businessId === null || !items) {
    content = <CardGridSkeleton />;
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
      {!noBusiness && <MissingTranslationsNotice kind={kind} business={current.business} />}
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
