import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MenuSchema, type Menu, type MenuInput } from '@carta/shared';
import { api } from '@/lib/api-client';
import { menuKeys } from '@/features/catalogue/shared/query-keys';
import { refreshCatalogue } from '@/features/catalogue/shared/refresh-catalogue';
import { toast } from '@/lib/toast';

/** POST /api/menus/:id (update): the categories replace membership and order. */
export async function updateMenu(id: string, input: MenuInput): Promise<Menu> {
  return MenuSchema.parse(await api.post(`/menus/${encodeURIComponent(id)}`, input));
}

/** Saves a menu with the docs/product.md §8 toasts and refreshes what shows it. */
export function useUpdateMenu(id: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MenuInput) => updateMenu(id, input),
    onSuccess: (menu) => {
      queryClient.setQueryData(menuKeys.detail(id), menu);
      refreshCatalogue(queryClient, 'menu', menu.business.id);
      toast({
        title: t('menus.toast.updatedTitle'),
        description: t('menus.toast.updatedDescription', { name: menu.name }),
      });
    },
    meta: { errorToast: { fallback: 'menus.toast.updateFailed' } },
  });
}
