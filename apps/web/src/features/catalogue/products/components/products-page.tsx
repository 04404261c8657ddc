import { Package } from 'lucide-react';
import { PAGE_SIZE } from '@carta/shared';
import { CatalogueListPage } from '@/features/catalogue/shared/catalogue-list-page';
import { MissingTranslationsNotice } from '@/features/catalogue/shared/missing-translations-notice';
import { useListSearch } from '@/components/list-page/use-list-search';
import { useRequiredBusiness } from '@/features/businesses';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/get-products';
import { ProductCard } from './product-card';

/**
 * /products (docs/product.md §2): the selected business's products with search (300 ms debounce, trimmed,
 * sent only when non-empty), cards, delete with confirmation and pagination by 25.
 */
export function ProductsPage() {
  const current = useRequiredBusiness({ stayOnFailure: true });
  const { business } = current;
  const businessId = business?.id ?? null;
  const search = useListSearch();
  const list = useProducts(
    businessId ? { businessId, page: search.page, name: search.term } : null,
  );
  search.keepPageInRange(list, PAGE_SIZE);

  return (
    <CatalogueListPage
      kind="products"
      emptyIcon={Package}
      pageSize={PAGE_SIZE}
      businessId={businessId}
      businessPending={current.pending}
      businessFailed={current.failed}
      onRetryBusiness={current.retry}
      search={search}
      list={list}
      deletion={useDeleteProduct()}
      notice={<MissingTranslationsNotice kind="products" business={business} />}
      renderCard={(product, onDelete) => <ProductCard product={product} onDelete={onDelete} />}
    />
  );
}
