import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CategorySchema, type Category, type CategoryInput } from '@carta/shared';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { refreshCatalogue } from '@/features/catalogue/shared/refresh-catalogue';

/** POST /api/categories → the created category with its products in order. */
export async function createCategory(input: CategoryInput): Promise<Category> {
  return CategorySchema.parse(await api.post('/categories', input));
}

/**
 * Creates a category with the docs/product.md §8 toasts. Shared by the new-category page and the business
 * page's quick action, hence in lib rather than in the categories feature.
 */
export function useCreateCategory() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (category) => {
      refreshCatalogue(queryClient, 'category', category.business.id);
      toast({
        title: t('categories.toast.createdTitle'),
        description: t('categories.toast.createdDescription', { name: category.name }),
      });
    },
    meta: { errorToast: { fallback: 'categories.toast.createFailed' } },
  });
}
