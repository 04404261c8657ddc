import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBusiness, page } from '@/test/fixtures';
import { onGet } from '@/test/http';
import { selectedBusiness } from '@/lib/selected-business';
import { storageKeys } from '@/lib/storage-keys';
import { renderRoutes } from '@/test/render';
import { BusinessSelector } from './business-selector';

const [a, b] = [fakeBusiness({ name: 'Alpha Cafe' }), fakeBusiness({ name: 'Beta Bar' })];

function renderAt(path: string) {
  onGet('/api/businesses', page([a, b]));
  selectedBusiness.set(a.id);
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <BusinessSelector />
          </>
        ),
      },
    ],
    { path },
  );
}

describe('business selector (docs/product.md §2 Layout)', () => {
  it('shows the current business and switches it', async () => {
    const { router } = renderAt('/products');
    const trigger = await screen.findByRole('combobox', { name: 'Business' });
    expect(trigger).toHaveTextContent('Alpha Cafe');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Beta Bar' }));
    expect(localStorage.getItem(storageKeys.selectedBusiness)).toBe(b.id);
    expect(trigger).toHaveTextContent('Beta Bar');
    expect(router.state.location.pathname).toBe('/products');
  });

  it('opens the chosen business when on a business details page', async () => {
    const { router } = renderAt(`/businesses/${a.id}`);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Business' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Beta Bar' }));
    expect(router.state.location.pathname).toBe(`/businesses/${b.id}`);
  });

  it('is keyboard operable', async () => {
    renderAt('/dashboard');
    const trigger = await screen.findByRole('combobox', { name: 'Business' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(localStorage.getItem(storageKeys.selectedBusiness)).toBe(b.id);
  });

  it('links to creating a business', async () => {
    renderAt('/dashboard');
    expect(await screen.findByRole('link', { name: 'New business' })).toHaveAttribute(
      'href',
      '/businesses/new',
    );
  });
});
