import { createContext, use, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { TokenRefresher } from './token-refresh';

/** Provided by SessionProvider (session-context.tsx). */
export const RefresherContext = createContext<TokenRefresher | null>(null);

/** While signed in, each route change checks the token (throttled, slightly delayed). */
export function useTokenRouteCheck(): void {
  const refresher = use(RefresherContext);
  const { pathname } = useLocation();
  useEffect(() => {
    refresher?.onRouteChange();
  }, [refresher, pathname]);
}
