/**
 * Cache keys of everything business-shaped. Every business query sits under `businessKeys.all`
 * and every statistics query under `statsKeys.all`, so one invalidation refreshes a whole family.
 */
export const businessKeys = {
  all: ['businesses'] as const,
  lists: () => [...businessKeys.all, 'list'] as const,
  /** The full list behind the selector and the selection rules. */
  selectable: () => [...businessKeys.lists(), 'selectable'] as const,
  page: (page: number) => [...businessKeys.lists(), 'page', page] as const,
  detail: (id: string) => [...businessKeys.all, 'detail', id] as const,
  activity: (id: string) => [...businessKeys.all, 'activity', id] as const,
};

export const statsKeys = {
  all: ['stats'] as const,
  map: () => [...statsKeys.all, 'map'] as const,
  one: (businessId: string) => [...statsKeys.all, 'one', businessId] as const,
  /**
   * What lacks a translation into each of the business's other languages: a count like the
   * others, so every catalogue write refreshes it; a change of languages is another query.
   */
  missingTranslations: (businessId: string, languages: readonly string[]) =>
    [...statsKeys.all, 'missingTranslations', businessId, languages.join(',')] as const,
  /** Menu views of a range of days, both included (docs/product.md, "Menu views"). */
  views: (businessId: string, from: string, to: string) =>
    [...statsKeys.all, 'views', businessId, from, to] as const,
};
