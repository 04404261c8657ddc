import {
  createContext,
  use,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { ADMIN_ROLE, type SessionUser } from '@carta/shared';
import { setBeforeRequest } from './api-client';
import { useForgetAccountData } from './forget-account-data';
import { session as defaultStore, type SessionStore } from './session';
import { createTokenRefresher, type TokenRefresher } from './token-refresh';

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
const RefresherContext = createContext<TokenRefresher | null>(null);

export function SessionProvider({
  store = defaultStore,
  children,
}: {
  store?: SessionStore;
  children: ReactNode;
}) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const refresher = useMemo(() => createTokenRefresher(store), [store]);
  useForgetAccountData(store);

  useEffect(() => {
    void store.initialise();
    const stop = refresher.start();
    setBeforeRequest(refresher.ensureFreshToken);
    return () => {
      stop();
      setBeforeRequest(async () => {});
    };
  }, [store, refresher]);

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

  return (
    <SessionContext value={value}>
      <RefresherContext value={refresher}>{children}</RefresherContext>
    </SessionContext>
  );
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** SPEC §4: while signed in, each route change checks the token (throttled, slightly delayed). */
export function useTokenRouteCheck(): void {
  const refresher = use(RefresherContext);
  const { pathname } = useLocation();
  useEffect(() => {
    refresher?.onRouteChange();
  }, [refresher, pathname]);
}
