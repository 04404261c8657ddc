import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/use-session';

/** Signed-in screens: anyone else goes to `redirectTo` (the landing page by default). */
export function Protected({ redirectTo = '/' }: { redirectTo?: string }) {
  const { isInitialised, isAuthenticated } = useSession();
  if (!isInitialised) return <PageSpinner />;
  if (!isAuthenticated) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}
