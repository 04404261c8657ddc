import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';

/** True when the server answered this very document for `/`: it had no landing page to give. */
function documentLoadedAtRoot(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation ? new URL(navigation.name).pathname === '/' : false;
}

/**
 * The dashboard's `/` route. The landing page is its own server-rendered page (docs/product.md §1,
 * landing), so reaching `/` inside the app (sign-out, a back-to-home link, the guard) leaves the
 * app with a full page load. Where the server served the app itself for `/` (a dev server without
 * the landing build), the visitor goes to sign-in instead of reloading forever.
 */
export function LandingReload() {
  const [atRoot] = useState(documentLoadedAtRoot);
  useEffect(() => {
    if (!atRoot) window.location.replace(`/${window.location.search}`);
  }, [atRoot]);
  return atRoot ? <Navigate to="/sign-in" replace /> : <PageSpinner />;
}
