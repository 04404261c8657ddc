import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeActivity, fakeBusiness, noMenuViews, page, stats } from '@/test/fixtures';
import { apiError, onGet } from '@/test/http';
import { storageKeys } from '@/lib/storage-keys';
import { renderRoutes } from '@/test/render';
import { BusinessDetailsPage } from './business-details-page';

// The business's menu views (their own tests: menu-views/menu-views-panel.test.tsx).
beforeEach(() => {
  onGet('/api/stats/:id/views', noMenuViews());
});

function renderDetails(id: string) {
  // The place's Share control reads APP_URL for its link and QR code.
  onGet('/api/config', { app_url: 'https://menus.example', support_email: 'help@menus.example' });
  return renderRoutes(
    [
      { path: '/businesses/:id', element: <BusinessDetailsPage /> },
      { path: '/404', element: <h1>Not found page</h1> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/products', element: <h1>Products page</h1> },
    ],
    { path: `/businesses/${id}` },
  );
}

describe('business details (docs/product.md §2 /businesses/{id})', () => {
  it("shares the place's own page (/b/:id) with its own wording (docs/product.md)", async () => {
    const user = userEvent.setup();
    const business = fakeBusiness({ name: 'Trattoria' });
    onGet('/api/businesses', page([business], 1, 1, 1000));
    onGet('/api/businesses/:id', business);
    onGet('/api/stats/:id', stats(0, 0, 0));
    onGet('/api/businesses/:id/activity', []);
    renderDetails(business.id);

    await user.click(await screen.findByRole('button', { name: 'Share Trattoria' }));
    const whatsapp = await screen.findByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    const url = `https://menus.example/b/${business.id}`;
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Take a look at the menus of Trattoria: ${url}`)}`,
    );
  });

  it('shares the readable address /b/<slug> when the business has one', async () => {
    const user = userEvent.setup();
    const business = fakeBusiness({ name: 'Casa Pepe', slug: 'casa-pepe' });
    onGet('/api/businesses', page([business], 1, 1, 1000));
    onGet('/api/businesses/:id', business);
    onGet('/api/stats/:id', stats(0, 0, 0));
    onGet('/api/businesses/:id/activity', []);
    renderDetails(business.id);

    await user.click(await screen.findByRole('button', { name: 'Share Casa Pepe' }));
    const whatsapp = await screen.findByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    expect(whatsapp.getAttribute('href')).toContain(
      encodeURIComponent('https://menus.example/b/casa-pepe'),
    );
  });

  it('shows the business, its counts, actions and real recent activity', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T12:00:00Z') });
    const business = fakeBusiness({
      name: 'Trattoria',
      updated_at: '2026-03-01T09:00:00.000Z',
      phone: '+1 555 0100',
    });
    onGet('/api/businesses', page([business], 1, 1, 1000));
    onGet('/api/businesses/:id', business);
    onGet('/api/stats/:id', stats(12, 4, 2));
    const activity = onGet('/api/businesses/:id/activity', [
      fakeActivity({
        type: 'product',
        action: 'created',
        item_id: '10000000-0000-4000-8000-000000000002',
        item_name: 'Margherita',
        account_id: '10000000-0000-4000-8000-000000000003',
        at: '2026-03-10T09:00:00.000Z',
      }),
      fakeActivity({
        type: 'business',
        action: 'updated',
        item_id: business.id,
        item_name: 'Trattoria',
        account_id: '10000000-0000-4000-8000-000000000003',
        at: '2026-03-07T12:00:00.000Z',
      }),
    ]);
    renderDetails(business.id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Trattoria' })).toBeInTheDocument();
    expect(screen.getByText('Updated Mar 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/businesses/${business.id}/edit`,
    );
    expect(await screen.findByRole('link', { name: /Products\s*12/ })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getByRole('link', { name: /Categories\s*4/ })).toHaveAttribute(
      'href',
      '/categories',
    );
    expect(screen.getByRole('link', { name: /Menus\s*2/ })).toHaveAttribute('href', '/menus');
    for (const action of ['Add product', 'Create category', 'Build menu']) {
      expect(screen.getByRole('button', { name: action })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      );
    }
    expect(screen.getByRole('link', { name: /phone/i })).toHaveAttribute('href', 'tel:+15550100');

    await screen.findByText('Margherita');
    const limits = activity.requests().map((request) => request.query.get('limit'));
    expect([...new Set(limits)]).toEqual(['5']);

    const entries = screen.getAllByRole('listitem').filter((item) => item.querySelector('time'));
    expect(entries.map((item) => item.textContent)).toEqual([
      'Product created · Margherita3 hours ago',
      'Business updated · Trattoria3 days ago',
    ]);
    expect(entries[0]!.querySelector('[data-type="product"]')).toHaveClass('bg-emerald-500');
    vi.useRealTimers();

    // Selecting: the button turns into the currently-selected badge.
    await userEvent.click(screen.getByRole('button', { name: 'Select business' }));
    expect(localStorage.getItem(storageKeys.selectedBusiness)).toBe(business.id);
    expect(screen.getByText('Currently selected')).toBeInTheDocument();
  });

  it('opens each quick action in a dialog for this business, selecting it', async () => {
    const business = fakeBusiness({ name: 'Trattoria' });
    const other = fakeBusiness({ name: 'Other place' });
    localStorage.setItem(storageKeys.selectedBusiness, other.id);
    const asked: string[] = [];
    onGet('/api/businesses', page([other, business]));
    onGet('/api/businesses/:id', business);
    onGet('/api/stats/:id', stats(0, 0, 0));
    onGet('/api/businesses/:id/activity', []);
    onGet('/api/products', ({ query }) => {
      asked.push(`products of ${query.get('business_id')}`);
      return page([]);
    });
    onGet('/api/categories', ({ query }) => {
      asked.push(`categories of ${query.get('business_id')}`);
      return page([]);
    });
    const user = userEvent.setup();
    renderDetails(business.id);
    await screen.findByRole('heading', { level: 1, name: 'Trattoria' });

    const actions = [
      ['Add product', 'Add a product', 'The new product is added to Trattoria.'],
      ['Create category', 'Create a category', 'The new category is added to Trattoria.'],
      ['Build menu', 'Build a menu', 'The new menu is added to Trattoria.'],
    ] as const;
    for (const [button, title, description] of actions) {
      await user.click(screen.getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog).toHaveAccessibleDescription(description);
      expect(localStorage.getItem(storageKeys.selectedBusiness)).toBe(business.id);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
    // The pickers list this business's products and categories.
    await waitFor(() =>
      expect(asked).toEqual([`products of ${business.id}`, `categories of ${business.id}`]),
    );
  });

  it('hides the contact block when no contact field is set', async () => {
    const business = fakeBusiness({ name: 'Quiet place' });
    onGet('/api/businesses', page([business]));
    onGet('/api/businesses/:id', business);
    onGet('/api/stats/:id', stats(0, 0, 0));
    onGet('/api/businesses/:id/activity', []);
    renderDetails(business.id);
    await screen.findByRole('heading', { level: 1, name: 'Quiet place' });
    expect(screen.queryByRole('heading', { name: 'Contact and social' })).not.toBeInTheDocument();
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
  });

  it('shows a not-found message with a link to the dashboard for a missing business', async () => {
    onGet('/api/businesses', page([]));
    onGet('/api/businesses/:id', apiError(404, 'Not found'));
    onGet('/api/stats/:id', apiError(404, 'Not found'));
    onGet('/api/businesses/:id/activity', apiError(404, 'Not found'));
    renderDetails('00000000-0000-4000-8000-00000000dead');
    const heading = await screen.findByRole('heading', { name: 'Business not found' });
    const card = heading.parentElement!;
    expect(within(card).getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('replaces the page with /404 when loading fails otherwise', async () => {
    onGet('/api/businesses', page([]));
    onGet('/api/businesses/:id', apiError(400, 'Invalid id'));
    onGet('/api/stats/:id', apiError(400, 'Invalid id'));
    onGet('/api/businesses/:id/activity', apiError(400, 'Invalid id'));
    const { router } = renderDetails('not-a-uuid');
    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
