import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@carta/shared';
import { api } from '@/lib/api-client';
import { ProductResponseSchema } from '@/features/catalogue/products/api/product-schema';
import { productKeys } from '@/features/catalogue/shared/query-keys';

/** GET /api/products/:id (404 when missing or not the owner's). */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const body = await api.get(`/products/${encodeURIComponent(id)}`, { signal });
  return ProductResponseSchema.parse(body);
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // A missing product shows the not-found state.
    meta: { errorToast: { fallback: 'products.toast.loadFailed', except: [404] } },
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
