import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PagedList, Product } from '@carta/shared';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ProductResponseSchema } from '@/features/catalogue/products/api/product-schema';
import { productKeys } from '@/features/catalogue/shared/query-keys';
import { refreshAfterProductWrite } from '@/features/catalogue/shared/refresh-catalogue';

/** PATCH /api/products/:id `{ sold_out }` → the saved product. Nothing else of it changes. */
export async function setSoldOut(id: string, soldOut: boolean): Promise<Product> {
  return ProductResponseSchema.parse(
    await api.patch(`/products/${encodeURIComponent(id)}`, { sold_out: soldOut }),
  );
}

type Snapshot = [readonly unknown[], PagedList<Product> | undefined][];

/**
 * The product list's quick sold-out switch (docs/product.md, "Sold out"): the card flips at once,
 * the server is asked, and a failure puts the card back and says so. No retry behind the owner's
 * back: a write happens now or fails now.
 */
export function useSetSoldOut(product: Pick<Product, 'id' | 'name' | 'business'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const listsKey = productKeys.lists();

  return useMutation({
    mutationFn: (soldOut: boolean) => setSoldOut(product.id, soldOut),
    onMutate: async (soldOut): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: listsKey });
      const before = queryClient.getQueriesData<PagedList<Product>>({ queryKey: listsKey });
      queryClient.setQueriesData<PagedList<Product>>(
        { queryKey: listsKey },
        (list) =>
          list && {
            ...list,
            items: list.items.map((item) =>
              item.id === product.id ? { ...item, sold_out: soldOut } : item,
            ),
          },
      );
      return before;
    },
    onError: (_error, _soldOut, before) => {
      for (const [key, list] of before ?? []) queryClient.setQueryData(key, list);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(productKeys.detail(saved.id), saved);
      toast({
        title: t(saved.sold_out ? 'products.toast.soldOutTitle' : 'products.toast.inStockTitle'),
        description: t(
          saved.sold_out
            ? 'products.toast.soldOutDescription'
            : 'products.toast.inStockDescription',
          { name: saved.name },
        ),
      });
    },
    onSettled: () =>
      refreshAfterProductWrite(queryClient, product.business.id, { keepDetail: true }),
    meta: { errorToast: { fallback: 'products.toast.soldOutFailed' } },
  });
}
