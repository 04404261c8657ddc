import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type PagedList, type Product } from '@carta/shared';
import { api } from '@/lib/api-client';
import { keepPreviousInBusiness } from '@/lib/catalogue/keep-previous-in-business';
import { ProductPageSchema } from '@/lib/catalogue/product-schema';
import { productKeys, type ProductListParams } from '@/lib/catalogue/query-keys';

/** GET /api/products: one page of a business's products, newest first, optionally by name. */
export async function listProducts(
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

export const productsPageQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => listProducts(params, signal),
    ...keepPreviousInBusiness(params.businessId),
  });

export function useProductsPage(params: ProductListParams | null) {
  return useQuery({
    ...productsPageQueryOptions(params ?? { businessId: '', page: 1, name: '' }),
    enabled: params !== null,
  });
}
