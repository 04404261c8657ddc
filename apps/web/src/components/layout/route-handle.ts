import type { PageKey } from '@/hooks/use-page-title';

/** Static data on a route: its breadcrumb label (a page title key). */
export interface RouteHandle {
  crumb?: PageKey;
}
