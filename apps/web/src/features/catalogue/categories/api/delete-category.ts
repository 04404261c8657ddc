import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Category } from '@carta/shared';
import { api } from '@/lib/api-client';
import { refreshCatalogue } from '@/features/catalogue/shared/refresh-catalogue';
import { toast } from '@/lib/toast';

export type DeletableCategory = Pick<Category, 'id' | 'name' | 'business'>;

/** DELETE /api/categories/:id (204); the category leaves every menu, its products stay. */
export const deleteCategory = (id: string) => api.delete(`/categories/${encodeURIComponent(id)}`);

/** Deletes a category with the docs/product.md §8 toasts and refreshes lists, menus and statistics. */
export function useDeleteCategory() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (category: DeletableCategory) => deleteCategory(category.id),
    onSuccess: (_data, category) => {
      refreshCatalogue(queryClient, 'category', category.business.id);
      toast({
        title: t('categories.toast.deletedTitle'),
        description: t('categories.toast.deletedDescription', { name: category.name }),
      });
    },
    meta: { errorToast: { fallback: 'categories.toast.deleteFailed' } },
  });
}
