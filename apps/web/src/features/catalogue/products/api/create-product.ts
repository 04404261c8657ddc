import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Product, ProductInput } from '@carta/shared';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ProductResponseSchema } from './product-schema';
import { productKeys } from '@/features/catalogue/shared/query-keys';
import { refreshAfterProductWrite } from '@/features/catalogue/shared/refresh-catalogue';

/** POST /api/products → 201 with the created product. */
export async function createProduct(input: ProductInput): Promise<Product> {
  return ProductResponseSchema.parse(await api.post('/products', input));
}

/**
 * Creates a product and toasts the outcome (docs/product.md §8). Shared by the new-product page and the
 * business page's quick action, hence in lib rather than in the products feature.
 */
export function useCreateProduct() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      refreshAfterProductWrite(queryClient, product.business.id);
      toast({
        title: t('products.toast.createdTitle'),
        description: t('products.toast.createdDescription', { name: product.name }),
      });
    },
    meta: { errorToast: { fallback: 'products.toast.createFailed' } },
  });
}
