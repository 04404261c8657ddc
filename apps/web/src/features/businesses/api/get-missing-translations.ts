import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { MissingTranslationsSchema, type Business, type MissingTranslations } from '@carta/shared';
import { api } from '@/lib/api-client';
import { statsKeys } from '@/features/businesses/api/query-keys';

/**
 * GET /api/businesses/:id/missing-translations: per other language of the business, how many of
 * its products, categories and menus lack a translation (docs/product.md, "Menu languages").
 */
export async function getMissingTranslations(
  id: string,
  signal?: AbortSignal,
): Promise<MissingTranslations> {
  const body = await api.get(`/businesses/${encodeURIComponent(id)}/missing-translations`, {
    signal,
  });
  return MissingTranslationsSchema.parse(body);
}

/** Asked only for a business with other languages: without, nothing can lack a translation. */
export const missingTranslationsQueryOptions = (business: Business | null) =>
  queryOptions({
    queryKey: statsKeys.missingTranslations(business?.id ?? '', business?.other_languages ?? []),
    queryFn:
      business && business.other_languages.length > 0
        ? ({ signal }) => getMissingTranslations(business.id, signal)
        : skipToken,
    // A hint on the list screens: they go without it.
    meta: { errorToast: false },
  });

export function useMissingTranslations(business: Business | null) {
  return useQuery(missingTranslationsQueryOptions(business));
}
