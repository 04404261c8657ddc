import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { PageKey } from '@/hooks/use-page-title';

export interface CrumbLabelProps {
  params: Params;
  /** The crumb's page title, shown until the route's own name is known. */
  fallback: string;
}

/** Static data on a route: its breadcrumb label (a page title key). */
export interface RouteHandle {
  crumb?: PageKey;
  /** Names the crumb after the route's item (e.g. the business), instead of the page title. */
  CrumbLabel?: ComponentType<CrumbLabelProps>;
}
