import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render';
import { NotFoundPage } from './not-found-page';

describe('not-found page (docs/product.md §2)', () => {
  it('shows a heading, the page title and links to dashboard, businesses, products and menus', async () => {
    renderRoutes([{ path: '*', Component: NotFoundPage }], { path: '/no/such/page' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Carta');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const helpful = within(screen.getByRole('navigation', { name: 'Helpful links' }));
    expect(helpful.getByRole('link', { name: 'Businesses' })).toHaveAttribute('href', '/dashboard');
    expect(helpful.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(helpful.getByRole('link', { name: 'Menus' })).toHaveAttribute('href', '/menus');
  });

  it('goes back in history with the back button', async () => {
    const { router } = renderRoutes(
      [
        { path: '/products', element: <h1>Products</h1> },
        { path: '*', Component: NotFoundPage },
      ],
      { path: '/products' },
    );
    await router.navigate('/missing');
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products');
  });
});
