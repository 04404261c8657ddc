import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render';
import { AdminPage } from './admin-page';

describe('admin home (docs/product.md §2 Admin)', () => {
  it('links to the accounts and the outgoing mail, and shows a disabled coming-soon card', async () => {
    const { router } = renderRoutes(
      [
        { path: '/admin', element: <AdminPage /> },
        { path: '/admin/accounts', element: <h1>Accounts page</h1> },
        { path: '/admin/mail', element: <h1>Mail page</h1> },
      ],
      { path: '/admin' },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    expect(document.title).toBe('Administration · Carta');
    const soon = screen.getByText('More tools').closest('[aria-disabled="true"]');
    expect(soon).not.toBeNull();
    expect(soon).toHaveTextContent('Coming soon');
    expect(soon?.querySelector('a, button')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: /Accounts/ }));
    expect(await screen.findByRole('heading', { name: 'Accounts page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/accounts');

    await router.navigate('/admin');
    await userEvent.click(await screen.findByRole('link', { name: /Outgoing mail/ }));
    expect(await screen.findByRole('heading', { name: 'Mail page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/mail');
  });
});
