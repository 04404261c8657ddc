import { queryOptions, useQuery } from '@tanstack/react-query';
import { MenuSchema, type Menu } from '@carta/shared';
import { api } from '@/lib/api-client';
import { menuKeys } from '@/features/catalogue/shared/query-keys';

/** GET /api/menus/:id: the menu with its theme and categories in order (404 when missing or not yours). */
export async function getMenu(id: string, signal?: AbortSignal): Promise<Menu> {
  return MenuSchema.parse(await api.get(`/menus/${encodeURIComponent(id)}`, { signal }));
}

export const menuQueryOptions = (id: string) =>
  queryOptions({
    queryKey: menuKeys.detail(id),
    queryFn: ({ signal }) => getMenu(id, signal),
    // A missing menu shows the not-found state.
    meta: { errorToast: { fallback: 'menus.toast.loadFailed', except: [404] } },
  });

export function useMenu(id: string) {
  return useQuery(menuQueryOptions(id));
}
