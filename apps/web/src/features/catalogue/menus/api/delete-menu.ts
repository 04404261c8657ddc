import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Menu } from '@carta/shared';
import { api } from '@/lib/api-client';
import { refreshCatalogue } from '@/features/catalogue/shared/refresh-catalogue';
import { toast } from '@/lib/toast';

export type DeletableMenu = Pick<Menu, 'id' | 'name' | 'business'>;

/** DELETE /api/menus/:id (204); its categories stay. */
export const deleteMenu = (id: string) => api.delete(`/menus/${encodeURIComponent(id)}`);

/** Deletes a menu with the docs/product.md §8 toasts and refreshes lists and statistics. */
export function useDeleteMenu() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (menu: DeletableMenu) => deleteMenu(menu.id),
    onSuccess: (_data, menu) => {
      refreshCatalogue(queryClient, 'menu', menu.business.id);
      toast({
        title: t('menus.toast.deletedTitle'),
        description: t('menus.toast.deletedDescription', { name: menu.name }),
      });
    },
    meta: { errorToast: { fallback: 'menus.toast.deleteFailed' } },
  });
}
