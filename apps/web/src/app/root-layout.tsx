import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { OfflineBanner } from '@/components/offline-banner';
import { useTokenRouteCheck } from '@/lib/use-token-route-check';

/** Wraps every route: scroll restoration, a thin bar while a lazy screen loads, the offline banner. */
export function RootLayout() {
  const navigation = useNavigation();
  useTokenRouteCheck();
  return (
    <>
      {navigation.state === 'loading' && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-[70] h-0.5 animate-pulse bg-brand-600"
        />
      )}
      <Outlet />
      <OfflineBanner />
      <ScrollRestoration />
    </>
  );
}
