import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImportResultSchema, type ImportResult } from '@carta/shared';
import { api } from '@/lib/api-client';

/** POST /api/businesses/:id/imports/products: the same file again, written in one transaction. */
export async function confirmImport(businessId: string, csv: string): Promise<ImportResult> {
  const body = await api.post(`/businesses/${encodeURIComponent(businessId)}/imports/products`, {
    csv,
  });
  return ImportResultSchema.parse(body);
}

/** After an import every list and count of the business may have changed: all are refetched. */
export function useConfirmImport(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => confirmImport(businessId, csv),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
