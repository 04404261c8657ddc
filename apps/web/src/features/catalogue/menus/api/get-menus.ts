import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import {
  MenuSummarySchema,
  MENUS_PAGE_SIZE,
  pagedListSchema,
  type MenuSummary,
  type PagedList,
} from '@carta/shared';
import { api } from '@/lib/api-client';
import { keepPreviousInBusiness } from '@/lib/keep-previous-in-business';
import { menuKeys } from '@/features/catalogue/shared/query-keys';

const MenuPageSchema = pagedListSchema(MenuSummarySchema);

export interface MenusQuery {
  businessId: string;
  page: number;
  /** Trimmed search term; '' sends no filter (docs/product.md §5). */
  name: string;
}

/** GET /api/menus: one page (12) of the business's menus, newest first (counts, no categories). */
export async function getMenus(
  { businessId, page, name }: MenusQuery,
  signal?: AbortSignal,
): Promise<PagedList<MenuSummary>> {
  const body = await api.get('/menus', {
    query: {
      business_id: businessId,
      page,
      items_per_page: MENUS_PAGE_SIZE,
      name: name || undefined,
    },
    signal,
  });
  return MenuPageSchema.parse(body);
}

/** `null` while no business is selected: the query waits (skipToken) instead of fetching. */
export const menusQueryOptions = (query: MenusQuery | null) =>
  queryOptions({
    queryKey: menuKeys.page(query?.businessId ?? '', query?.page ?? 1, query?.name ?? ''),
    queryFn: query ? ({ signal }) => getMenus(query, signal) : skipToken,
    ...keepPreviousInBusiness(query?.businessId ?? '', {
      errorToast: { fallback: 'menus.toast.loadListFailed' },
    }),
  });

export function useMenus(query: MenusQuery | null) {
  return useQuery(menusQueryOptions(query));
}
