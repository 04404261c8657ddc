import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '@/app/providers';
import { createSessionStore, type SessionStore } from '@/lib/session';
import { testQueryClient } from './query-clients';

/** Renders routes in a memory router inside the app's providers, with a fresh session store. */
export function renderRoutes(
  routes: RouteObject[],
  {
    path = '/',
    sessionStore = createSessionStore(),
  }: { path?: string; sessionStore?: SessionStore } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers queryClient={testQueryClient()} sessionStore={sessionStore}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, sessionStore };
}

/** Renders one element at `path` (for components that need the router and providers). */
export function renderPage(
  element: ReactElement,
  options?: { path?: string; sessionStore?: SessionStore },
) {
  return renderRoutes([{ path: '*', element }], options);
}
