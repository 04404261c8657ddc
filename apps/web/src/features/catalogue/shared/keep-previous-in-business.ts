/**
 * `keepPreviousData` within one business: the current cards stay on screen while the next page or
 * search loads, but after switching business the previous business's items never show (SPEC §4).
 * Spread into a list or picker query of `businessId`.
 */
export function keepPreviousInBusiness(businessId: string) {
  return {
    meta: { businessId },
    placeholderData: <T>(
      previous: T | undefined,
      previousQuery?: { meta?: Record<string, unknown> },
    ): T | undefined => (previousQuery?.meta?.businessId === businessId ? previous : undefined),
  };
}
