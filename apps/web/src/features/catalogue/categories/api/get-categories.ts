import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import {
  CategorySummarySchema,
  PAGE_SIZE,
  pagedListSchema,
  type CategorySummary,
  type PagedList,
} from '@carta/shared';
import { api } from '@/lib/api-client';
import { keepPreviousInBusiness } from '@/lib/keep-previous-in-business';
import { categoryKeys } from '@/features/catalogue/shared/query-keys';

const CategoryPageSchema = pagedListSchema(CategorySummarySchema);

export interface CategoriesQuery {
  businessId: string;
  page: number;
  /** Trimmed search term; '' sends no filter (docs/product.md §5). */
  name: string;
}

/** GET /api/categories: one page (25) of the business's categories, newest first (counts, no products). */
export async function getCategories(
  { businessId, page, name }: CategoriesQuery,
  signal?: AbortSignal,
): Promise<PagedList<CategorySummary>> {
  const body = await api.get('/categories', {
    query: { business_id: businessId, page, items_per_page: PAGE_SIZE, name: name || undefined },
    signal,
  });
  return CategoryPageSchema.parse(body);
}

/** `null` while no business is selected: the query waits (skipToken) instead of fetching. */
export const categoriesQueryOptions = (query: CategoriesQuery | null) =>
  queryOptions({
    queryKey: categoryKeys.page(query?.businessId ?? '', query?.page ?? 1, query?.name ?? ''),
    queryFn: query ? ({ signal }) => getCategories(query, signal) : skipToken,
    ...keepPreviousInBusiness(query?.businessId ?? '', {
      errorToast: { fallback: 'categories.toast.loadListFailed' },
    }),
  });

export function useCategories(query: CategoriesQuery | null) {
  return useQuery(categoriesQueryOptions(query));
}
