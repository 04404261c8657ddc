/**
 * docs/product.md §4 business selection, applied whenever the owner's businesses (re)load: keep the stored
 * selection if that business still exists, otherwise take the first business, otherwise none.
 */
export function resolveSelection(
  storedId: string | null,
  businesses: readonly { id: string }[],
): string | null {
  if (storedId !== null && businesses.some((business) => business.id === storedId)) {
    return storedId;
  }
  return businesses[0]?.id ?? null;
}
