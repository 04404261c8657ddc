import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BusinessSchema, type Business } from '@carta/shared';
import { api } from '@/lib/api-client';
import { selectBusiness } from '@/features/businesses';

/** POST /api/businesses/import: a catalogue export (parsed JSON) → a new business of the caller. */
export async function importBusiness(document: unknown): Promise<Business> {
  return BusinessSchema.parse(await api.post('/businesses/import', document));
}

/** Selects the new business and refetches every list (docs/product.md §4: a new business is selected). */
export function useImportBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBusiness,
    onSuccess: async (business) => {
      selectBusiness(business.id);
      await queryClient.invalidateQueries();
    },
  });
}
