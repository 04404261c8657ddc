import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session-context';

/** Landing and auth pages: a signed-in user goes to the dashboard. */
export function PublicOnly() {
  const { isInitialised, isAuthenticated } = useSession();
  if (!isInitialised) return <PageSpinner />;
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
