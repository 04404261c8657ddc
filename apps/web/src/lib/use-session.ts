import { createContext, use } from 'react';
import type { SessionUser } from '@carta/shared';

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

/** Provided by SessionProvider (session-context.tsx). */
export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
