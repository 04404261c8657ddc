import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategorySchema, type Category } from '@carta/shared';
import { api } from '@/lib/api-client';
import { categoryKeys } from '@/features/catalogue/shared/query-keys';

/** GET /api/categories/:id: the category with its products in order (404 when missing or not yours). */
export async function getCategory(id: string, signal?: AbortSignal): Promise<Category> {
  return CategorySchema.parse(await api.get(`/categories/${encodeURIComponent(id)}`, { signal }));
}

export const categoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: categoryKeys.detail(id),
    queryFn: ({ signal }) => getCategory(id, signal),
    meta: { errorToast: { fallback: 'categories.toast.loadFailed' } },
  });

export function useCategory(id: string) {
  return useQuery(categoryQueryOptions(id));
}
