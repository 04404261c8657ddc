import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { ADMIN_ROLE } from '@carta/shared';
import { createSessionStore } from '@/lib/session';
import { storageKeys } from '@/lib/storage-keys';
import { fakeUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { Admin } from './admin';
import { Protected } from './protected';
import { PublicOnly } from './public-only';

const page = (name: string) => ({ element: <h1>{name}</h1> });

const routes: RouteObject[] = [
  {
    Component: PublicOnly,
    children: [
      { index: true, ...page('Landing') },
      { path: 'sign-in', ...page('Sign in') },
    ],
  },
  { Component: Protected, children: [{ path: 'dashboard', ...page('Dashboard') }] },
  {
    element: <Protected redirectTo="/sign-in" />,
    children: [{ path: 'settings', ...page('Settings') }],
  },
  { Component: Admin, children: [{ path: 'admin', ...page('Admin') }] },
];

const signedIn = (roles: string[] = []) =>
  localStorage.setItem(storageKeys.user, JSON.stringify(fakeUser({ roles })));

describe('route guards (docs/product.md §2)', () => {
  it('shows a loading indicator until the session is initialised', async () => {
    signedIn();
    // Hold initialisation back, as the start-up token check will.
    const sessionStore = createSessionStore();
    const initialise = sessionStore.initialise;
    sessionStore.initialise = () => Promise.resolve();
    const { router } = renderRoutes(routes, { path: '/dashboard', sessionStore });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await act(() => initialise());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('Protected sends an unauthenticated visitor to / ', async () => {
    const { router } = renderRoutes(routes, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('Protected can send an unauthenticated visitor to a given target', async () => {
    const { router } = renderRoutes(routes, { path: '/settings' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('PublicOnly sends an authenticated user to /dashboard', async () => {
    signedIn();
    const { router } = renderRoutes(routes, { path: '/sign-in' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('Admin sends an unauthenticated visitor to /sign-in', async () => {
    const { router } = renderRoutes(routes, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('Admin sends a signed-in non-admin to /dashboard', async () => {
    signedIn(['owner']);
    const { router } = renderRoutes(routes, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('Admin lets a user with the admin role in', async () => {
    signedIn(['owner', ADMIN_ROLE]);
    renderRoutes(routes, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });
});
