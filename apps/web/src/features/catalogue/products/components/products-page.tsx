import { Package } from 'lucide-react';
import { PAGE_SIZE } from '@carta/shared';
import { CatalogueListPage } from '@/features/catalogue/shared/catalogue-list-page';
import { useRequiredBusiness } from '@/features/businesses';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/get-products';
import { ProductCard } from './product-card';

/**
 * /products (docs/product.md §2): the selected business's products with search (300 ms debounce, trimmed,
 * sent only when non-empty), cards, delete with confirmation and pagination by 25.
 */
export function ProductsPage() {
  return (
    <CatalogueListPage
      kind="products"
      emptyIcon={Package}
      pageSize={PAGE_SIZE}
      current={useRequiredBusiness({ stayOnFailure: true })}
      useList={useProducts}
      deletion={useDeleteProduct()}
      renderCard={(product, onDelete) => <ProductCard product={product} onDelete={onDelete} />}
    />
  );
}
