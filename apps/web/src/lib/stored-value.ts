import { useSyncExternalStore } from 'react';
import { readItem, removeItem, writeItem } from './safe-storage';

export interface StoredValue {
  get(): string | null;
  set(value: string): void;
  remove(): void;
  subscribe(listener: () => void): () => void;
}

/** A string kept in web storage that React components can subscribe to (also across tabs). */
export function createStoredValue(getStorage: () => Storage, key: string): StoredValue {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    get: () => readItem(getStorage(), key),
    set(value) {
      writeItem(getStorage(), key, value);
      notify();
    },
    remove() {
      removeItem(getStorage(), key);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export function useStoredValue(store: StoredValue): string | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
