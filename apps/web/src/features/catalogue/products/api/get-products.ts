import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type PagedList, type Product } from '@carta/shared';
import { api } from '@/lib/api-client';
import { keepPreviousInBusiness } from '@/lib/keep-previous-in-business';
import { ProductPageSchema } from '@/features/catalogue/products/api/product-schema';
import { productKeys, type ProductListParams } from '@/features/catalogue/shared/query-keys';

/** GET /api/products: one page of a business's products, newest first, optionally by name. */
export async function getProducts(
  { businessId, page, name }: ProductListParams,
  signal?: AbortSignal,
): Promise<PagedList<Product>> {
  const body = await api.get('/products', {
    // The api client leaves out empty values: a blank search sends no `name`.
    query: { business_id: businessId, page, items_per_page: PAGE_SIZE, name },
    signal,
  });
  return ProductPageSchema.parse(body);
}

/** `null` while no business is selected: the query waits (skipToken) instead of fetching. */
export const productsQueryOptions = (params: ProductListParams | null) =>
  queryOptions({
    queryKey: productKeys.list(params ?? { businessId: '', page: 1, name: '' }),
    queryFn: params ? ({ signal }) => getProducts(params, signal) : skipToken,
    ...keepPreviousInBusiness(params?.businessId ?? '', {
      errorToast: { fallback: 'products.toast.loadListFailed' },
    }),
  });

export function useProducts(params: ProductListParams | null) {
  return useQuery(productsQueryOptions(params));
}
