import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BusinessInput } from '@carta/shared';
import { api } from '@/lib/api-client';
import { BusinessSchema, type Business } from '@carta/shared';
import { businessKeys } from '@/features/businesses/api/query-keys';
import { toast } from '@/lib/toast';

/** POST /api/businesses/:id (update) → the saved business. */
export async function updateBusiness(id: string, input: BusinessInput): Promise<Business> {
  return BusinessSchema.parse(await api.post(`/businesses/${encodeURIComponent(id)}`, input));
}

/** Saves a business and refreshes everything showing it (lists, selector, activity). */
export function useUpdateBusiness(id: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessInput) => updateBusiness(id, input),
    onSuccess: (business) => {
      queryClient.setQueryData(businessKeys.detail(id), business);
      void queryClient.invalidateQueries({ queryKey: businessKeys.all });
      toast({
        title: t('businesses.toast.updatedTitle'),
        description: t('businesses.toast.updatedDescription', { name: business.name }),
      });
    },
    meta: { errorToast: { fallback: 'businesses.toast.updateFailed' } },
  });
}
