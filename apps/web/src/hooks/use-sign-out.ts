import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../lib/use-session';

/**
 * Signs out and returns to the landing page (docs/product.md §2 Layout); the session provider then forgets
 * cached data and impersonation (forget-account-data.ts).
 */
export function useSignOut(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();

  return useCallback(() => {
    signOut();
    void navigate('/', { replace: true });
  }, [signOut, navigate]);
}
