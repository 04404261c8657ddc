import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ROLE, IMPERSONATION_HEADER, type Account } from '@carta/shared';
import { session } from '@/lib/session';
import { storageKeys } from '@/lib/storage-keys';
import { fakeAccount, fakeUser, page } from '@/test/fixtures';
import { apiError, onGet, requests } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { AccountsPage } from './accounts-page';

const admin = fakeUser({
  id: 'aaaaaaaa-1111-4111-8111-111111111111',
  email: 'admin@carta.test',
  roles: [ADMIN_ROLE],
});
const accounts: Account[] = [
  fakeAccount({
    id: admin.id,
    email: admin.email,
    roles: [ADMIN_ROLE],
    created_at: '2025-01-02T09:30:00.000Z',
  }),
  fakeAccount({
    id: '3f2b9c7d-5e6a-4b1c-9d8e-7f6a5b4c3d2e',
    email: 'owner@carta.test',
    created_at: '2025-03-04T15:45:00.000Z',
  }),
  fakeAccount({
    id: '9c8b7a6d-1234-4abc-8def-0123456789ab',
    email: 'pending@carta.test',
    active: false,
    created_at: '2025-05-06T08:00:00.000Z',
  }),
];
/** GET /api/accounts answers with this from now on. */
const accountsAnswer = (answer: Response | object) => onGet('/api/accounts', answer);

function renderAccounts(path = '/admin/accounts') {
  session.signIn(admin, true);
  return renderRoutes(
    [
      { path: '/admin/accounts', element: <AccountsPage /> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { path, sessionStore: session },
  );
}

const requestAt = (index: number) => requests()[index]!;

afterEach(() => {
  session.signOut();
});

describe('admin accounts (docs/product.md §2 Admin)', () => {
  it('lists e-mail and id preview, status, roles and creation date in an accessible table', async () => {
    accountsAnswer(page(accounts));
    renderAccounts();

    const table = await screen.findByRole('table', { name: 'Accounts' });
    expect(document.title).toBe('Accounts · Carta');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Account', 'Status', 'Roles', 'Created', 'Actions']);

    const owner = within(screen.getByRole('row', { name: /owner@carta\.test/ }));
    expect(owner.getByRole('rowheader')).toHaveTextContent('owner@carta.testID 3f2b9c7d');
    expect(owner.getByText('Active')).toBeInTheDocument();
    expect(owner.getByText('No roles')).toBeInTheDocument();
    const created = owner.getByText((_, element) => element?.tagName === 'TIME');
    expect(created).toHaveAttribute('dateTime', '2025-03-04T15:45:00.000Z');
    expect(created.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2025-03-04T15:45:00.000Z'),
      ),
    );

    const pending = within(screen.getByRole('row', { name: /pending@carta\.test/ }));
    expect(pending.getByText('ID 9c8b7a6d')).toBeInTheDocument();
    expect(pending.getByText('Inactive')).toBeInTheDocument();

    // The admin's own row: admin role badge, and no way to impersonate oneself.
    const own = within(screen.getByRole('row', { name: /admin@carta\.test/ }));
    expect(own.getByText('Admin')).toBeInTheDocument();
    expect(own.getByText('You')).toBeInTheDocument();
    expect(own.queryByRole('button')).not.toBeInTheDocument();

    const request = requestAt(0);
    expect(request.path).toBe('/api/accounts');
    expect(request.query.get('page')).toBe('1');
    expect(request.query.get('items_per_page')).toBe('25');
    // Fits on one page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('disables and labels Impersonate for the impersonated account; the list skips the header', async () => {
    sessionStorage.setItem(storageKeys.impersonate, accounts[1]!.id);
    accountsAnswer(page(accounts));
    renderAccounts();

    const owner = within(await screen.findByRole('row', { name: /owner@carta\.test/ }));
    expect(owner.getByRole('button', { name: 'Impersonating' })).toBeDisabled();
    const pending = within(screen.getByRole('row', { name: /pending@carta\.test/ }));
    expect(pending.getByRole('button', { name: 'Impersonate pending@carta.test' })).toBeEnabled();
    const request = requestAt(0);
    expect(request.headers.get('Authorization')).toBe(`Bearer ${admin.tokens.access_token}`);
    expect(request.headers.has(IMPERSONATION_HEADER)).toBe(false);
  });

  it('impersonates an account: stores it for the tab, forgets the business, opens the dashboard', async () => {
    localStorage.setItem(storageKeys.selectedBusiness, 'admins-business');
    accountsAnswer(page(accounts));
    const { router } = renderAccounts();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Impersonate owner@carta.test' }),
    );

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sessionStorage.getItem(storageKeys.impersonate)).toBe(accounts[1]!.id);
    expect(sessionStorage.getItem(storageKeys.impersonateEmail)).toBe(accounts[1]!.email);
    expect(localStorage.getItem(storageKeys.selectedBusiness)).toBeNull();
  });

  it('shows the fetch-failed message and retries', async () => {
    accountsAnswer(apiError(403, 'You are not authorized'));
    renderAccounts();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load accounts. Please try again.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('There are no accounts yet.')).not.toBeInTheDocument();

    accountsAnswer(page(accounts));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests()).toHaveLength(2);
  });

  it('draws a table skeleton while the accounts load', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    onGet('/api/accounts', async () => {
      await gate;
      return page(accounts);
    });
    renderAccounts();
    const skeleton = await screen.findByRole('status', { name: 'Loading…' });
    expect(skeleton.querySelectorAll('.animate-pulse').length).toBeGreaterThan(20);
    release();
    expect(await screen.findByRole('table', { name: 'Accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('refreshes the list', async () => {
    accountsAnswer(page(accounts.slice(0, 1)));
    renderAccounts();
    await screen.findByRole('row', { name: /admin@carta\.test/ });
    expect(screen.queryByRole('row', { name: /owner@carta\.test/ })).not.toBeInTheDocument();

    accountsAnswer(page(accounts));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('row', { name: /owner@carta\.test/ })).toBeInTheDocument();
    expect(requests()).toHaveLength(2);
  });

  it('pages through 25 accounts at a time', async () => {
    accountsAnswer(page(accounts, 60));
    const { router } = renderAccounts();

    expect(await screen.findByText('Showing 1 to 25 of 60 results')).toBeInTheDocument();
    accountsAnswer(page(accounts.slice(2), 60, 2));
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));

    expect(await screen.findByText('Showing 26 to 50 of 60 results')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(requestAt(1).query.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('speaks Spanish, dates included', async () => {
    localStorage.setItem(storageKeys.language, 'es');
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('es');
    accountsAnswer(page(accounts));
    renderAccounts();

    const owner = within(await screen.findByRole('row', { name: /owner@carta\.test/ }));
    expect(owner.getByText('Activa')).toBeInTheDocument();
    expect(owner.getByText('Sin roles')).toBeInTheDocument();
    expect(owner.getByRole('button', { name: 'Suplantar a owner@carta.test' })).toBeEnabled();
    expect(owner.getByText((_, element) => element?.tagName === 'TIME').textContent).toBe(
      new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2025-03-04T15:45:00.000Z'),
      ),
    );
  });
});
