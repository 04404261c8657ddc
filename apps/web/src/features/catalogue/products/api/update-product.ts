import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Product, ProductUpdate } from '@carta/shared';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ProductResponseSchema } from '@/features/catalogue/products/api/product-schema';
import { productKeys } from '@/features/catalogue/shared/query-keys';
import { refreshAfterProductWrite } from '@/features/catalogue/shared/refresh-catalogue';

/** POST /api/products/:id (update) → the saved product. */
export async function updateProduct(id: string, input: ProductUpdate): Promise<Product> {
  return ProductResponseSchema.parse(await api.post(`/products/${encodeURIComponent(id)}`, input));
}

/** Saves a product and toasts the outcome (docs/product.md §8). */
export function useUpdateProduct(id: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductUpdate) => updateProduct(id, input),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(id), product);
      refreshAfterProductWrite(queryClient, product.business.id, { keepDetail: true });
      toast({
        title: t('products.toast.updatedTitle'),
        description: t('products.toast.updatedDescription', { name: product.name }),
      });
    },
    meta: { errorToast: { fallback: 'products.toast.updateFailed' } },
  });
}
