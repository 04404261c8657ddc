import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BusinessInput } from '@carta/shared';
import { api } from '@/lib/api-client';
import { adoptCreatedBusiness } from '@/features/businesses/selection/adopt-created-business';
import { BusinessSchema, type Business } from '@carta/shared';
import { toast } from '@/lib/toast';

/** POST /api/businesses → the created business. */
export async function createBusiness(input: BusinessInput): Promise<Business> {
  return BusinessSchema.parse(await api.post('/businesses', input));
}

/** Creates a business, adds it to the list and selects it (docs/product.md §4), with the docs/product.md §8 toasts. */
export function useCreateBusiness() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    onSuccess: (business) => {
      adoptCreatedBusiness(queryClient, business);
      toast({
        title: t('businesses.toast.createdTitle'),
        description: t('businesses.toast.createdDescription', { name: business.name }),
      });
    },
    meta: { errorToast: { fallback: 'businesses.toast.createFailed' } },
  });
}
