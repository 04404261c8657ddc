import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Package, Plus, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS, type Product } from '@carta/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListEmptyState } from '@/components/list-empty-state';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/hooks/use-page-title';
import { showDataError } from '@/lib/businesses/data-error-toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDeleteProduct } from '../api/delete-product';
import { useProductsPage } from '../api/list-products';
import { useRequiredBusiness } from '../lib/use-required-business';
import { ProductCard } from './product-card';

/**
 * /products (SPEC §2): the selected business's products with search (300 ms debounce, trimmed,
 * sent only when non-empty), cards, delete with confirmation and pagination by 25.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const title = usePageTitle('products');
  const { businessId } = useRequiredBusiness();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to a search: a new term starts again at page 1.
  const [paging, setPaging] = useState({ term: '', page: 1 });
  const page = paging.term === term ? paging.page : 1;
  const products = useProductsPage(businessId ? { businessId, page, name: term } : null);
  const deletion = useDeleteProduct();
  const [toDelete, setToDelete] = useState<Product | null>(null);

  useEffect(() => {
    if (products.isError) showDataError(products.error, t('products.toast.loadListFailed'));
  }, [products.isError, products.error, products.errorUpdatedAt, t]);

  const setPage = (next: number) => {
    setPaging({ term, page: next });
    window.scrollTo({ top: 0 });
  };

  // Deleting the last product of the last page leaves that page empty: show the one before it.
  const total = products.data?.pagination.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pastTheEnd = products.isSuccess && !products.isPlaceholderData && page > lastPage;
  // Adjusted while rendering (not in an effect) so the empty page never paints.
  if (pastTheEnd) setPaging({ term, page: lastPage });

  const items = products.isError ? [] : (products.data?.items ?? []);
  const searching = term !== '';

  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto flex w-full max-w-7xl flex-col gap-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="page-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            {title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('products.subtitle')}</p>
        </div>
        <Button asChild>
          <Link to="/products/new">
            <Plus aria-hidden="true" />
            {t('products.newProduct')}
          </Link>
        </Button>
      </div>

      <SearchInput
        value={search}
        onChange={setSearch}
        label={t('products.searchLabel')}
        placeholder={t('products.searchPlaceholder')}
        className="sm:max-w-md"
      />

      {!businessId || products.isPending ? (
        <PageSpinner />
      ) : items.length === 0 ? (
        searching ? (
          <ListEmptyState
            icon={SearchX}
            title={t('products.noMatch.title')}
            text={t('products.noMatch.description', { term })}
          />
        ) : (
          <ListEmptyState
            icon={Package}
            title={t('products.empty.title')}
            text={t('products.empty.description')}
            action={
              <Button asChild>
                <Link to="/products/new">
                  <Plus aria-hidden="true" />
                  {t('products.empty.cta')}
                </Link>
              </Button>
            }
          />
        )
      ) : (
        <>
          <ul
            aria-label={title}
            aria-busy={products.isPlaceholderData}
            className="grid grid-cols-1 gap-4 transition-opacity aria-busy:opacity-60 sm:grid-cols-2 xl:grid-cols-3"
          >
            {items.map((product) => (
              <li key={product.id} className="flex min-w-0">
                <ProductCard product={product} onDelete={() => setToDelete(product)} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={total}
            onPageChange={setPage}
            disabled={products.isPlaceholderData}
          />
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('products.delete.title')}
        description={t('products.delete.description', { name: toDelete?.name ?? '' })}
        confirmLabel={t('products.delete.confirm')}
        cancelLabel={t('products.delete.cancel')}
        pending={deletion.isPending}
        onConfirm={() =>
          toDelete && deletion.mutate(toDelete, { onSettled: () => setToDelete(null) })
        }
      />
    </section>
  );
}
