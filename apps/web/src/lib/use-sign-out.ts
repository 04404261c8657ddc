import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearImpersonation } from './impersonation';
import { useSession } from './session-context';

/** Signs out, forgets cached data and returns to the landing page (SPEC §2 Layout). */
export function useSignOut(): () => void {
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(() => {
    signOut();
    clearImpersonation();
    queryClient.clear();
    void navigate('/', { replace: true });
  }, [signOut, queryClient, navigate]);
}
