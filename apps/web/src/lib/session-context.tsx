import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ADMIN_ROLE } from '@carta/shared';
import { setBeforeRequest } from './api-client';
import { useForgetAccountData } from './forget-account-data';
import { session as defaultStore, type SessionStore } from './session';
import { createTokenRefresher } from './token-refresh';
import { SessionContext, type SessionValue } from './use-session';
import { RefresherContext } from './use-token-route-check';

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
