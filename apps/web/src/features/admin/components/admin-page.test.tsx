import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render';
import { AdminPage } from './admin-page';

describe('admin home (docs/product.md §2 Admin)', () => {
  it('links to the accounts and shows a disabled coming-soon card', async () => {
    const { router } = renderRoutes(
      [
        { path: '/admin', element: <AdminPage /> },
        { path: '/admin/accounts', element: <h1>Accounts page</h1> },
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
  });
});
