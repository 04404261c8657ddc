import type { SessionUser } from '@carta/shared';
import { readItem, removeItem, writeItem } from './safe-storage';
import { storageKeys } from './storage-keys';

/** docs/product.md §4: uninitialised, then initialised as authenticated or not. */
export type SessionState =
  | { status: 'uninitialised'; user: null }
  | { status: 'unauthenticated'; user: null }
  | { status: 'authenticated'; user: SessionUser };

/** Reads the stored user; corrupt or invalid data is removed (docs/product.md §3). */
export async function readStoredUser(storage: Storage): Promise<SessionUser | null> {
  const raw = readItem(storage, storageKeys.user);
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  const { parseSessionUser } = await import('./session-user');
  const user = value === undefined ? null : parseSessionUser(value);
  // Only drop what was read: a sign-in during the await has written a new user.
  if (!user && readItem(storage, storageKeys.user) === raw) removeItem(storage, storageKeys.user);
  return user;
}

export function createSessionStore(getStorage: () => Storage = () => localStorage) {
  let state: SessionState = { status: 'uninitialised', user: null };
  let listening = false;
  let initialising: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const signOutListeners = new Set<() => void>();

  const setState = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const fromStorage = async (): Promise<SessionState> => {
    const user = await readStoredUser(getStorage());
    return user ? { status: 'authenticated', user } : { status: 'unauthenticated', user: null };
  };
  const onStorage = (event: StorageEvent) => {
    // Another tab signed in or out.
    if (event.key === storageKeys.user || event.key === null) void fromStorage().then(setState);
  };

  return {
    getState: (): SessionState => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Reads the stored session once; the token refresher (token-refresh.ts) follows from there. */
    initialise(): Promise<void> {
      if (!listening) {
        window.addEventListener('storage', onStorage);
        listening = true;
      }
      initialising ??= fromStorage().then((next) => {
        // A sign-in or sign-out while reading wins over the stored value.
        if (state.status === 'uninitialised') setState(next);
      });
      return initialising;
    },

    signIn(user: SessionUser, rememberMe: boolean): void {
      writeItem(getStorage(), storageKeys.user, JSON.stringify(user));
      writeItem(getStorage(), storageKeys.rememberMe, String(rememberMe));
      setState({ status: 'authenticated', user });
    },

    /** Stores a user whose tokens or roles changed (token refresh). */
    updateUser(user: SessionUser): void {
      writeItem(getStorage(), storageKeys.user, JSON.stringify(user));
      setState({ status: 'authenticated', user });
    },

    /** Clears the user and the remember-me flag; listeners (e.g. the refresh timer) stop. */
    signOut(): void {
      removeItem(getStorage(), storageKeys.user);
      removeItem(getStorage(), storageKeys.rememberMe);
      setState({ status: 'unauthenticated', user: null });
      signOutListeners.forEach((listener) => listener());
    },

    onSignOut(listener: () => void): () => void {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },

    /** Remember-me defaults to true when unset (docs/product.md §2 sign-in). */
    isRememberMe(): boolean {
      return readItem(getStorage(), storageKeys.rememberMe) !== 'false';
    },

    /** The user as currently stored, which another tab may have changed (e.g. refreshed tokens). */
    readStored(): Promise<SessionUser | null> {
      return readStoredUser(getStorage());
    },

    getAccessToken(): string | null {
      return state.user?.tokens.access_token ?? null;
    },

    dispose(): void {
      window.removeEventListener('storage', onStorage);
      listening = false;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The app's one session. */
export const session = createSessionStore();
