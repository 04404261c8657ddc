import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BusinessSchema, type Business, type CatalogueDocumentValues } from '@carta/shared';
import { api } from '@/lib/api-client';
import { selectBusiness } from '@/features/businesses';

/**
 * POST /api/businesses/import: a catalogue export (parsed JSON) → a new business of the caller.
 * The file is sent as read: the server checks it and answers with field errors, which the page
 * shows, so the client does not check it first.
 */
export async function importBusiness(document: unknown): Promise<Business> {
  const body = document as CatalogueDocumentValues;
  return BusinessSchema.parse(await api.post('/businesses/import', body));
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
