import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CategorySchema, type Category, type CategoryInput } from '@carta/shared';
import { api } from '@/lib/api-client';
import { categoryKeys } from '@/features/catalogue/shared/query-keys';
import { refreshCatalogue } from '@/features/catalogue/shared/refresh-catalogue';
import { toast } from '@/lib/toast';

/** POST /api/categories/:id (update): the products replace membership and order. */
export async function updateCategory(id: string, input: CategoryInput): Promise<Category> {
  return CategorySchema.parse(await api.post(`/categories/${encodeURIComponent(id)}`, input));
}

/** Saves a category with the docs/product.md §8 toasts and refreshes what shows it. */
export function useUpdateCategory(id: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryInput) => updateCategory(id, input),
    onSuccess: (category) => {
      queryClient.setQueryData(categoryKeys.detail(id), category);
      refreshCatalogue(queryClient, 'category', category.business.id);
      toast({
        title: t('categories.toast.updatedTitle'),
        description: t('categories.toast.updatedDescription', { name: category.name }),
      });
    },
    meta: { errorToast: { fallback: 'categories.toast.updateFailed' } },
  });
}
