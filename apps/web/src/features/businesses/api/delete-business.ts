import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { Business } from '@carta/shared';
import { businessKeys, statsKeys } from './query-keys';

export type DeletableBusiness = Pick<Business, 'id' | 'name'>;

/** DELETE /api/businesses/:id (cascades to its products, categories and menus). */
export const deleteBusiness = (id: string) => api.delete(`/businesses/${encodeURIComponent(id)}`);

/**
 * Deletes a business, toasts the outcome, and reloads the lists, statistics and selector (docs/product.md §8).
 * The business leaves the selector's cache at once, so a selection on it moves to the first one.
 */
export function useDeleteBusiness() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (business: DeletableBusiness) => deleteBusiness(business.id),
    onSuccess: (_data, business) => {
      toast({
        title: t('businesses.toast.deletedTitle'),
        description: t('businesses.toast.deletedDescription', { name: business.name }),
      });
      queryClient.setQueryData<Business[]>(businessKeys.selectable(), (items) =>
        items?.filter((item) => item.id !== business.id),
      );
      // A page still showing it must not refetch (and 404) before the caller navigates away.
      void queryClient.invalidateQueries({ queryKey: businessKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: businessKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: statsKeys.all });
    },
    meta: { errorToast: { fallback: 'businesses.toast.deleteFailed' } },
  });
}
