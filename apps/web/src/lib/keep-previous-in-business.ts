import type { QueryMeta } from '@tanstack/react-query';

/**
 * `keepPreviousData` within one business: the current cards stay on screen while the next page or
 * search loads, but after switching business the previous business's items never show (docs/product.md §4).
 * Spread into a list, picker or stats query of `businessId`; its other `meta` goes in `meta`.
 */
export function keepPreviousInBusiness(businessId: string, meta: QueryMeta = {}) {
  return {
    meta: { ...meta, businessId },
    placeholderData: <T>(
      previous: T | undefined,
      previousQuery?: { meta?: Record<string, unknown> },
    ): T | undefined => (previousQuery?.meta?.businessId === businessId ? previous : undefined),
  };
}
