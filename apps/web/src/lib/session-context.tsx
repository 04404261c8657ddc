import {
  createContext,
  use,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ADMIN_ROLE, type SessionUser } from '@carta/shared';
import { session as defaultStore, type SessionStore } from './session';

export interface SessionValue {
  status: 'uninitialised' | 'authenticated' | 'unauthenticated';
  user: SessionUser | null;
  isInitialised: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  signIn: (user: SessionUser, rememberMe: boolean) => void;
  updateUser: (user: SessionUser) => void;
  signOut: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({
  store = defaultStore,
  children,
}: {
  store?: SessionStore;
  children: ReactNode;
}) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  useEffect(() => {
    void store.initialise();
  }, [store]);

  const value = useMemo<SessionValue>(
    () => ({
      status: state.status,
      user: state.user,
      isInitialised: state.status !== 'uninitialised',
      isAuthenticated: state.status === 'authenticated',
      isAdmin: state.user?.roles.includes(ADMIN_ROLE) ?? false,
      signIn: store.signIn,
      updateUser: store.updateUser,
      signOut: store.signOut,
    }),
    [state, store],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
