import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Product } from '@carta/shared';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { refreshAfterProductWrite } from '@/features/catalogue/shared/refresh-catalogue';

export type DeletableProduct = Pick<Product, 'id' | 'name' | 'business'>;

/** DELETE /api/products/:id → 204 (the product also leaves every category). */
export const deleteProduct = (id: string) => api.delete(`/products/${encodeURIComponent(id)}`);

/** Deletes a product and toasts the outcome (docs/product.md §8 'Failed to delete product…'). */
export function useDeleteProduct() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: DeletableProduct) => deleteProduct(product.id),
    onSuccess: (_data, product) => {
      refreshAfterProductWrite(queryClient, product.business.id, { keepDetail: true });
      toast({
        title: t('products.toast.deletedTitle'),
        description: t('products.toast.deletedDescription', { name: product.name }),
      });
    },
    meta: { errorToast: { fallback: 'messages.deleteProductFailed' } },
  });
}
