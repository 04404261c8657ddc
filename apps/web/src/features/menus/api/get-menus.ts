import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MenuSummarySchema,
  MENUS_PAGE_SIZE,
  pagedListSchema,
  type MenuSummary,
  type PagedList,
} from '@carta/shared';
import { api } from '@/lib/api-client';
import { keepPreviousInBusiness } from '@/lib/catalogue/keep-previous-in-business';
import { menuKeys } from '@/lib/catalogue/query-keys';

const MenuPageSchema = pagedListSchema(MenuSummarySchema);

export interface MenusQuery {
  businessId: string;
  page: number;
  /** Trimmed search term; '' sends no filter (SPEC §5). */
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

export const menusQueryOptions = (query: MenusQuery) =>
  queryOptions({
    queryKey: menuKeys.page(query.businessId, query.page, query.name),
    queryFn: ({ signal }) => getMenus(query, signal),
    ...keepPreviousInBusiness(query.businessId),
  });

export function useMenus(query: MenusQuery | null) {
  return useQuery({
    ...menusQueryOptions(query ?? { businessId: '', page: 1, name: '' }),
    enabled: query !== null,
  });
}
