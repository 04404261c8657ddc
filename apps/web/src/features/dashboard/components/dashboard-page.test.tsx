import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Business } from '@carta/shared';
import { fakeActivity, fakeBusiness, noMenuViews, page, stats } from '@/test/fixtures';
import { selectedBusiness } from '@/lib/selected-business';
import { apiError, calls, onDelete, onGet, respond, type SentRequest } from '@/test/http';
import { storageKeys } from '@/lib/storage-keys';
import { renderRoutes } from '@/test/render';
import { DashboardPage } from './dashboard-page';

function renderDashboard(path = '/dashboard') {
  return renderRoutes(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/businesses/new', element: <h1>New business form</h1> },
    ],
    { path },
  );
}

/** The owner's businesses, paged like the API does. */
function businessesRoute(all: () => Business[]) {
  return ({ query }: SentRequest) => {
    const pageNumber = Number(query.get('page'));
    const size = Number(query.get('items_per_page'));
    const items = all();
    return page(
      items.slice((pageNumber - 1) * size, pageNumber * size),
      items.length,
      pageNumber,
      size,
    );
  };
}

const noActivity = () => onGet('/api/businesses/:id/activity', []);

// The selected business's menu views (its own tests: menu-views-panel.test.tsx).
beforeEach(() => {
  onGet('/api/stats/:id/views', noMenuViews());
});

describe('dashboard (docs/product.md §2 Dashboard)', () => {
  it('sums the statistics into the four total cards and shows a card per business', async () => {
    const [a, b] = [fakeBusiness({ name: 'Cafe Uno' }), fakeBusiness({ name: 'Bar Dos' })];
    onGet(
      '/api/businesses',
      businessesRoute(() => [a, b]),
    );
    onGet('/api/stats', { [a.id]: stats(3, 2, 1), [b.id]: stats(4, 1, 2) });
    noActivity();
    renderDashboard();
    const totals = within(await screen.findByRole('list', { name: 'Totals' }));
    await waitFor(() =>
      expect(totals.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Businesses2',
        'Products7',
        'Categories3',
        'Menus3',
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Cafe Uno' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bar Dos' })).toBeInTheDocument();
    // No pagination for 25 or fewer.
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
    // The first business becomes the selected one once the selector list loads elsewhere; here
    // selecting is explicit.
    await userEvent.click(screen.getByRole('button', { name: 'Select Bar Dos' }));
    expect(localStorage.getItem(storageKeys.selectedBusiness)).toBe(b.id);
    expect(await screen.findByText('Currently selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select Bar Dos' })).not.toBeInTheDocument();
  });

  it('pages the grid 25 at a time on the server with the shared pagination', async () => {
    const all = Array.from({ length: 30 }, (_, index) =>
      fakeBusiness({ name: `Place ${index + 1}` }),
    );
    onGet(
      '/api/businesses',
      businessesRoute(() => all),
    );
    onGet('/api/stats', {});
    noActivity();
    const { router } = renderDashboard();
    expect(await screen.findByText('Showing 1 to 25 of 30 results')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(25);

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('Showing 26 to 30 of 30 results')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Place 26' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls()).toContainEqual({
      method: 'GET',
      path: '/api/businesses',
      search: '?page=2&items_per_page=25',
    });
  });

  it('offers creating the first business when there is none', async () => {
    onGet(
      '/api/businesses',
      businessesRoute(() => []),
    );
    onGet('/api/stats', {});
    renderDashboard();
    await userEvent.click(await screen.findByRole('link', { name: 'Create your first business' }));
    expect(await screen.findByRole('heading', { name: 'New business form' })).toBeInTheDocument();
  });

  it('shows a failed load as an error with Retry, never as "no businesses" or a total of 0', async () => {
    const a = fakeBusiness({ name: 'Back again' });
    let failing = true;
    onGet('/api/businesses', (request) =>
      failing ? apiError(403, 'Forbidden') : businessesRoute(() => [a])(request),
    );
    onGet('/api/stats', { [a.id]: stats(5, 2, 1) });
    noActivity();
    renderDashboard();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load businesses. Please try again.');
    // Also toasted (docs/product.md §8).
    expect(screen.getAllByText('Failed to load businesses. Please try again.')).toHaveLength(2);
    expect(screen.queryByText('No businesses yet')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Create your first business' }),
    ).not.toBeInTheDocument();
    const totals = within(screen.getByRole('list', { name: 'Totals' }));
    await waitFor(() =>
      expect(totals.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Businesses—Not available',
        'Products5',
        'Categories2',
        'Menus1',
      ]),
    );

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Totals' })).toHaveTextContent('Businesses1');
  });

  it('shows counts whose statistics failed as unavailable, not 0', async () => {
    const a = fakeBusiness({ name: 'No numbers' });
    onGet(
      '/api/businesses',
      businessesRoute(() => [a]),
    );
    onGet('/api/stats', apiError(403, 'Forbidden'));
    noActivity();
    renderDashboard();

    expect(
      await screen.findByText('Failed to load statistics. Please try again.'),
    ).toBeInTheDocument();
    const totals = within(screen.getByRole('list', { name: 'Totals' }));
    expect(totals.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Businesses1',
      'Products—Not available',
      'Categories—Not available',
      'Menus—Not available',
    ]);
    expect(screen.getAllByText('Not available')).toHaveLength(6);
  });

  it('draws skeleton cards while the businesses load', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const a = fakeBusiness({ name: 'Worth the wait' });
    onGet('/api/businesses', async (request) => {
      await gate;
      return businessesRoute(() => [a])(request);
    });
    onGet('/api/stats', {});
    noActivity();
    renderDashboard();

    const skeleton = await screen.findByRole('status', { name: 'Loading…' });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton.querySelectorAll('.animate-pulse').length).toBeGreaterThan(8);
    expect(screen.queryByRole('list', { name: 'Totals' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Worth the wait' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument(),
    );
  });

  it("shows recent activity that failed to load as an error with Retry, not 'No activity yet'", async () => {
    const a = fakeBusiness({ name: 'Busy place' });
    selectedBusiness.set(a.id);
    onGet(
      '/api/businesses',
      businessesRoute(() => [a]),
    );
    onGet('/api/stats', {});
    let failing = true;
    onGet('/api/businesses/:id/activity', () =>
      failing
        ? apiError(403, 'Forbidden')
        : [fakeActivity({ type: 'product', action: 'created', item_name: 'Fresh bread' })],
    );
    renderDashboard();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the activity.");
    expect(screen.queryByText('No activity yet.')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Fresh bread')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a business only after confirmation, then reloads list and statistics', async () => {
    const [a, b] = [fakeBusiness({ name: 'Keep me' }), fakeBusiness({ name: 'Remove me' })];
    let all = [a, b];
    onGet(
      '/api/businesses',
      businessesRoute(() => all),
    );
    onGet('/api/stats', () => Object.fromEntries(all.map((item) => [item.id, stats(1, 1, 1)])));
    onDelete('/api/businesses/:id', ({ path }) => {
      all = all.filter((item) => !path.endsWith(item.id));
      return respond(204);
    });
    noActivity();
    renderDashboard();
    const deleteButton = await screen.findByRole('button', { name: 'Delete Remove me' });

    await userEvent.click(deleteButton);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this business?' });
    expect(dialog).toHaveTextContent('Remove me and all of its products');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls().some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(deleteButton);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete business' }));

    expect(await screen.findByText('Business deleted')).toBeInTheDocument();
    expect(screen.getByText('Remove me has been deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Remove me' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls()).toContainEqual({
      method: 'DELETE',
      path: `/api/businesses/${b.id}`,
      search: '',
    });
    const statsCalls = calls({ path: '/api/stats' });
    expect(statsCalls.length).toBeGreaterThanOrEqual(2);
  });

  it('toasts a failed delete with the server message', async () => {
    const a = fakeBusiness({ name: 'Stubborn' });
    onGet(
      '/api/businesses',
      businessesRoute(() => [a]),
    );
    onGet('/api/stats', {});
    onDelete('/api/businesses/:id', apiError(500, 'An unexpected error occurred'));
    noActivity();
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Stubborn' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete business' }));
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stubborn' })).toBeInTheDocument();
  });
});
