import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/use-session';

/** Landing and auth pages: a signed-in user goes to the dashboard. */
export function PublicOnly() {
  const { isInitialised, isAuthenticated } = useSession();
  if (!isInitialised) return <PageSpinner />;
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
