import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ADMIN_ROLE } from '@carta/shared';
import { storageKeys } from '@/lib/storage-keys';
import { fakeUser } from '@/test/fixtures';
import { serverUnreachable } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { routes } from './router';

/** Routes load their screens lazily; on a busy machine the first import can take seconds. */
const LAZY_ROUTE = { timeout: 5_000 };

const signedInAdmin = () =>
  localStorage.setItem(storageKeys.user, JSON.stringify(fakeUser({ roles: [ADMIN_ROLE] })));

// The pages' data does not matter here: every request fails as with no server (their error states).
beforeEach(() => serverUnreachable());

describe('routes (docs/product.md §2)', () => {
  it.each([
    ['/sign-in', 'Sign in'],
    ['/sign-up', 'Sign up'],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password', 'Reset password'],
    ['/reset-password/token-123', 'Reset password'],
    // The server renders /m/:id; it hands the app an unknown menu only, to show as not found.
    ['/m/menu-1', 'Page not found'],
    ['/404', 'Page not found'],
    ['/no/such/page', 'Page not found'],
  ])('public %s shows "%s"', async (path, heading) => {
    renderRoutes(routes, { path });
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, LAZY_ROUTE),
    ).toBeInTheDocument();
    // The title is set in an effect after the heading renders (on a loaded machine, later).
    await waitFor(() => expect(document.title).toBe(`${heading} · Carta`));
  });

  it('/ opened in the app itself (no landing page from the server) goes to sign-in', async () => {
    // The landing page is the server's (docs/product.md §1); a document the server answered for
    // `/` with the app must not reload `/` forever.
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${window.location.origin}/` } as PerformanceEntry,
    ]);
    renderRoutes(routes, { path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in' }, LAZY_ROUTE),
    ).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/businesses/new', 'New business'],
    ['/businesses/b1', 'Business details'],
    ['/businesses/b1/edit', 'Edit business'],
    ['/products', 'Products'],
    ['/products/new', 'New product'],
    ['/products/p1/edit', 'Edit product'],
    ['/categories', 'Categories'],
    ['/categories/new', 'New category'],
    ['/categories/c1/edit', 'Edit category'],
    ['/menus', 'Menus'],
    ['/menus/new', 'New menu'],
    ['/menus/m1/edit', 'Edit menu'],
    ['/settings', 'Settings'],
    ['/admin', 'Administration'],
    ['/admin/accounts', 'Accounts'],
    ['/admin/mail', 'Outgoing mail'],
  ])('signed-in %s shows "%s" inside the layout', async (path, heading) => {
    signedInAdmin();
    renderRoutes(routes, { path });
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, LAZY_ROUTE),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Open user menu/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading} · Carta`));
  });

  it('redirects a signed-in user from / to the dashboard', async () => {
    signedInAdmin();
    const { router } = renderRoutes(routes, { path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LAZY_ROUTE),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
