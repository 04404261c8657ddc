import { useMutation } from '@tanstack/react-query';
import { ImportPreviewSchema, type ImportPreview } from '@carta/shared';
import { api } from '@/lib/api-client';

/** POST /api/businesses/:id/imports/products/preview: what each row would do; nothing is written. */
export async function previewImport(businessId: string, csv: string): Promise<ImportPreview> {
  const body = await api.post(
    `/businesses/${encodeURIComponent(businessId)}/imports/products/preview`,
    { csv },
  );
  return ImportPreviewSchema.parse(body);
}

/** The preview's errors show on the screen (mutations are not toasted unless asked). */
export function usePreviewImport(businessId: string) {
  return useMutation({
    mutationFn: (csv: string) => previewImport(businessId, csv),
  });
}
