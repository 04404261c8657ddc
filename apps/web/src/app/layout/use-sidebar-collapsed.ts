import { useCallback } from 'react';
import { storageKeys } from '@/lib/storage-keys';
import { createStoredValue, useStoredValue } from '@/lib/stored-value';

const collapsedStore = createStoredValue(() => localStorage, storageKeys.sidebarCollapsed);

/** Desktop sidebar collapse state, remembered in local storage (docs/product.md §2 Layout). */
export function useSidebarCollapsed(): [boolean, () => void] {
  const collapsed = useStoredValue(collapsedStore) === 'true';
  const toggle = useCallback(() => {
    collapsedStore.set(String(collapsedStore.get() !== 'true'));
  }, []);
  return [collapsed, toggle];
}
