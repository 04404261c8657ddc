import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { ADMIN_ROLE } from '@carta/shared';
import { storageKeys } from '@/lib/storage-keys';
import { onGet } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { BusinessCrumb } from '@/features/businesses/components/business-crumb';
import { fakeBusiness, fakeUser, page } from '@/test/fixtures';
import { AppLayout } from './app-layout';

const routes: RouteObject[] = [
  { path: '/', element: <h1>Landing</h1> },
  {
    Component: AppLayout,
    children: [
      { path: 'dashboard', handle: { crumb: 'dashboard' }, element: <h1>Dashboard page</h1> },
      {
        path: 'products',
        handle: { crumb: 'products' },
        children: [
          { index: true, element: <h1>Products page</h1> },
          { path: 'new', handle: { crumb: 'newProduct' }, element: <h1>New product page</h1> },
        ],
      },
      { path: 'admin/accounts', element: <h1>Accounts page</h1> },
      {
        path: 'businesses/:id',
        handle: { crumb: 'businessDetails', CrumbLabel: BusinessCrumb },
        element: <h1>Business page</h1>,
      },
    ],
  },
];

function signIn(roles: string[] = []) {
  const user = fakeUser({ roles });
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  return user;
}

const sidebarNav = () => within(screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!);

describe('app layout (docs/product.md §2 Layout)', () => {
  beforeEach(() => {
    onGet('/api/config', { app_url: 'http://localhost', support_email: 'help@menus.example' });
  });

  it('shows only Dashboard for a user without a selected business', async () => {
    signIn();
    renderRoutes(routes, { path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard page' });
    const nav = sidebarNav();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard']);
  });

  it('adds Admin for admins and the business links once a business is selected', async () => {
    signIn([ADMIN_ROLE]);
    localStorage.setItem(storageKeys.selectedBusiness, 'biz-1');
    renderRoutes(routes, { path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard page' });
    const nav = sidebarNav();
    expect(
      nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Admin', '/admin'],
      ['Business details', '/businesses/biz-1'],
      ['Products', '/products'],
      ['Categories', '/categories'],
      ['Menus', '/menus'],
    ]);
  });

  it('builds breadcrumbs from route handles', async () => {
    signIn();
    renderRoutes(routes, { path: '/products/new' });
    await screen.findByRole('heading', { name: 'New product page' });
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(crumbs.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(crumbs.getByText('New product')).toHaveAttribute('aria-current', 'page');
  });

  it("names the business's own page after the business", async () => {
    signIn();
    const business = fakeBusiness({ name: 'Casa Pepe' });
    onGet('/api/businesses', page([business]));
    renderRoutes(routes, { path: `/businesses/${business.id}` });
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(await crumbs.findByText('Casa Pepe')).toHaveAttribute('aria-current', 'page');
  });

  it('user menu shows the e-mail, settings and contact links, and signs out to /', async () => {
    const user = signIn();
    localStorage.setItem(storageKeys.rememberMe, 'true');
    const { router } = renderRoutes(routes, { path: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: /^Open user menu/ }));

    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByText(user.email)).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    // SUPPORT_EMAIL comes from the server at run time (GET /api/config).
    expect(await menu.findByRole('menuitem', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:help@menus.example',
    );

    await userEvent.click(menu.getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.rememberMe)).toBeNull();
  });

  it('changes the language from the user menu', async () => {
    signIn();
    renderRoutes(routes, { path: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: /^Open user menu/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Español' }));
    expect(await screen.findByRole('link', { name: 'Panel' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.language)).toBe('es');
  });

  it('shows the impersonation banner and stops impersonating', async () => {
    signIn([ADMIN_ROLE]);
    sessionStorage.setItem(storageKeys.impersonate, 'acc-7');
    sessionStorage.setItem(storageKeys.impersonateEmail, 'seven@example.com');
    localStorage.setItem(storageKeys.selectedBusiness, 'biz-of-acc-7');
    const { router } = renderRoutes(routes, { path: '/dashboard' });

    expect(
      await screen.findByText('You are impersonating account: seven@example.com'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));

    expect(await screen.findByRole('heading', { name: 'Accounts page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/accounts');
    expect(sessionStorage.getItem(storageKeys.impersonate)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.impersonateEmail)).toBeNull();
    expect(localStorage.getItem(storageKeys.selectedBusiness)).toBeNull();
    expect(screen.queryByText(/You are impersonating/)).not.toBeInTheDocument();
  });

  it('opens the mobile drawer with the same navigation', async () => {
    signIn();
    renderRoutes(routes, { path: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const drawer = within(await screen.findByRole('dialog'));
    await userEvent.click(drawer.getByRole('link', { name: 'Dashboard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
