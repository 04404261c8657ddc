import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  asMenuSummary,
  BUSINESS_ID,
  fakeBusiness,
  fakeCategory,
  fakeMenu,
  fakeProduct,
  page,
} from '@/test/fixtures';
import { apiError, onGet, respond } from '@/test/http';
import { selectedBusiness } from '@/lib/selected-business';
import { renderRoutes } from '@/test/render';
import { CategoriesPage } from '../categories/components/categories-page';
import { MenusPage } from '../menus/components/menus-page';
import { ProductsPage } from '../products/components/products-page';

const business = fakeBusiness({ id: BUSINESS_ID, name: 'Casa Test' });

interface ListCase {
  kind: 'products' | 'categories' | 'menus';
  element: ReactElement;
  item: () => { name: string };
  loadFailed: string;
  emptyTitle: string;
}

const cases: ListCase[] = [
  {
    kind: 'products',
    element: <ProductsPage />,
    item: () => fakeProduct({ name: 'Soup of the day' }),
    loadFailed: 'Failed to load products. Please try again.',
    emptyTitle: 'No products yet',
  },
  {
    kind: 'categories',
    element: <CategoriesPage />,
    item: () => fakeCategory({ name: 'Starters' }),
    loadFailed: 'Failed to load categories. Please try again.',
    emptyTitle: 'No categories yet',
  },
  {
    kind: 'menus',
    element: <MenusPage />,
    item: () => asMenuSummary(fakeMenu({ name: 'Lunch' })),
    loadFailed: 'Failed to load menus. Please try again.',
    emptyTitle: 'No menus yet',
  },
];

function renderList({ kind, element }: ListCase) {
  selectedBusiness.set(business.id);
  // Menu cards share APP_URL/m/:id; without the config they fall back to this origin.
  onGet('/api/config', apiError(404));
  return renderRoutes(
    [
      { path: `/${kind}`, element },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { path: `/${kind}` },
  );
}

describe.each(cases)(
  '/$kind: errors, loading (docs/product.md §2, "Errors, loading and offline")',
  (listCase) => {
    const { kind, loadFailed, emptyTitle } = listCase;

    it('shows a failed load as an error with a working Retry, never the empty state', async () => {
      onGet('/api/businesses', page([business]));
      const item = listCase.item();
      let failing = true;
      const list = onGet(`/api/${kind}`, () => (failing ? respond(500, undefined) : page([item])));
      renderList(listCase);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(loadFailed);
      expect(screen.queryByText(emptyTitle)).not.toBeInTheDocument();
      // One quick retry for a server error, then the error (lib/query-client.ts).
      expect(list.requests()).toHaveLength(2);

      failing = false;
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: item.name })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(list.requests()).toHaveLength(3);
    });

    it('shows a 4xx at once, without retrying', async () => {
      onGet('/api/businesses', page([business]));
      const list = onGet(`/api/${kind}`, apiError(403, 'Forbidden'));
      renderList(listCase);
      expect(await screen.findByRole('alert')).toHaveTextContent(loadFailed);
      expect(list.requests()).toHaveLength(1);
      expect(screen.queryByText(emptyTitle)).not.toBeInTheDocument();
    });

    it('draws skeleton cards while the list loads', async () => {
      onGet('/api/businesses', page([business]));
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      onGet(`/api/${kind}`, async () => {
        await gate;
        return page([]);
      });
      renderList(listCase);
      const skeleton = await screen.findByRole('status', { name: 'Loading…' });
      expect(skeleton.querySelectorAll('.animate-pulse').length).toBeGreaterThan(10);
      expect(screen.queryByText(emptyTitle)).not.toBeInTheDocument();
      release();
      expect(await screen.findByText(emptyTitle)).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    });
  },
);

describe.each(cases.filter(({ kind }) => kind !== 'products'))(
  '/$kind when the businesses cannot be loaded',
  (listCase) => {
    it('shows the error with Retry instead of "no business yet"', async () => {
      let failing = true;
      onGet('/api/businesses', () => (failing ? apiError(403, 'Forbidden') : page([business])));
      onGet(`/api/${listCase.kind}`, page([]));
      renderList(listCase);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to load businesses. Please try again.');
      expect(screen.queryByRole('link', { name: /dashboard/i })).not.toBeInTheDocument();

      failing = false;
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText(listCase.emptyTitle)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    });
  },
);
