import { storageKeys } from '@/lib/storage-keys';
import { createStoredValue, useStoredValue } from '@/lib/stored-value';

/** The selected business id (docs/product.md §4 "Business selection"); the selector writes it. */
export const selectedBusiness = createStoredValue(() => localStorage, storageKeys.selectedBusiness);

export function useSelectedBusinessId(): string | null {
  return useStoredValue(selectedBusiness);
}
