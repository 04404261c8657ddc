import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/use-session';

/** Admin screens: signed-out users go to sign-in, non-admins to the dashboard (docs/product.md §2). */
export function Admin() {
  const { isInitialised, isAuthenticated, isAdmin } = useSession();
  if (!isInitialised) return <PageSpinner />;
  if (!isAuthenticated) return <Navigate to="/sign-in" replace />;
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
