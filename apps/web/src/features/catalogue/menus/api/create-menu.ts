import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MenuSchema, type Menu, type MenuInput } from '@carta/shared';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { refreshCatalogue } from '@/features/catalogue/shared/refresh-catalogue';

/** POST /api/menus → the created menu with its categories in order. */
export async function createMenu(input: MenuInput): Promise<Menu> {
  return MenuSchema.parse(await api.post('/menus', input));
}

/**
 * Creates a menu with the docs/product.md §8 toasts. Shared by the new-menu page and the business page's
 * quick action, hence in lib rather than in the menus feature.
 */
export function useCreateMenu() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenu,
    onSuccess: (menu) => {
      refreshCatalogue(queryClient, 'menu', menu.business.id);
      toast({
        title: t('menus.toast.createdTitle'),
        description: t('menus.toast.createdDescription', { name: menu.name }),
      });
    },
    meta: { errorToast: { fallback: 'menus.toast.createFailed' } },
  });
}
