import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@carta/shared';
import { i18n } from '@/lib/i18n';
import { BUSINESS_ID, asCategorySummary, fakeBusiness, fakeCategory, page } from '@/test/fixtures';
import { apiError, calls, onDelete, onGet, onPost, requests, respond } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { CategoriesPage } from './categories-page';
import { EditCategoryPage } from './edit-category-page';
import { NewCategoryPage } from './new-category-page';

const routes = [
  { path: '/categories', element: <CategoriesPage /> },
  { path: '/categories/new', element: <NewCategoryPage /> },
  { path: '/categories/:categoryId/edit', element: <EditCategoryPage /> },
  { path: '/dashboard', element: <h1>Dashboard page</h1> },
];

const business = fakeBusiness({ id: BUSINESS_ID, name: 'Casa Test' });

/** The business list and GET /api/categories filtering by name like the API. */
function categoriesApi(all: () => Category[]) {
  onGet('/api/businesses', page([business]));
  onGet('/api/categories', ({ query }) => {
    const name = query.get('name')?.toLowerCase() ?? '';
    const items = all().filter((category) => category.name.toLowerCase().includes(name));
    return page(items.map(asCategorySummary));
  });
  onGet('/api/products', page([]));
}

const one = fakeCategory({ name: 'Starters', product_count: 1 });
const two = fakeCategory({
  name: 'Mains',
  product_count: 2,
  enabled: false,
  updated_at: '2026-03-04T10:00:00.000Z',
});

const cardOf = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!;

describe('/categories list (docs/product.md §2 Categories)', () => {
  it('shows each card with badge, singular or plural product count and date, in English', async () => {
    categoriesApi(() => [one, two]);
    renderRoutes(routes, { path: '/categories' });
    await screen.findByRole('heading', { name: 'Starters' });
    expect(within(cardOf('Starters')).getByText('1 product')).toBeInTheDocument();
    expect(within(cardOf('Starters')).getByText('Visible')).toBeInTheDocument();
    expect(within(cardOf('Starters')).getByText('Created Feb 1, 2026')).toBeInTheDocument();
    expect(within(cardOf('Mains')).getByText('2 products')).toBeInTheDocument();
    expect(within(cardOf('Mains')).getByText('Hidden')).toBeInTheDocument();
    expect(within(cardOf('Mains')).getByText('Updated Mar 4, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Mains' })).toHaveAttribute(
      'href',
      `/categories/${two.id}/edit`,
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('uses the Spanish singular and plural', async () => {
    await act(() => i18n.changeLanguage('es'));
    categoriesApi(() => [one, two]);
    renderRoutes(routes, { path: '/categories' });
    await screen.findByRole('heading', { name: 'Starters' });
    expect(within(cardOf('Starters')).getByText('1 producto')).toBeInTheDocument();
    expect(within(cardOf('Mains')).getByText('2 productos')).toBeInTheDocument();
    expect(within(cardOf('Mains')).getByText('Oculta')).toBeInTheDocument();
  });

  it('searches by the trimmed term and has a separate empty state for no match', async () => {
    categoriesApi(() => [one, two]);
    renderRoutes(routes, { path: '/categories' });
    await screen.findByRole('heading', { name: 'Starters' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search categories' }), '  zzz ');
    expect(await screen.findByRole('heading', { name: 'No categories found' })).toBeInTheDocument();
    const names = requests({ path: '/api/categories' }).map((request) => request.query.get('name'));
    expect(names).toEqual([null, 'zzz']);
  });

  it('invites to create the first category when there is none', async () => {
    categoriesApi(() => []);
    renderRoutes(routes, { path: '/categories' });
    expect(await screen.findByRole('heading', { name: 'No categories yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first category' })).toHaveAttribute(
      'href',
      '/categories/new',
    );
  });

  it('deletes after confirmation', async () => {
    let all = [one, two];
    categoriesApi(() => all);
    onDelete('/api/categories/:id', ({ path }) => {
      all = all.filter((category) => !path.endsWith(category.id));
      return respond(204);
    });
    renderRoutes(routes, { path: '/categories' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Mains' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this category?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText('Category deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Mains' })).toBeNull());
    expect(calls().some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('pages 25 at a time when there are more', async () => {
    const many = Array.from({ length: 30 }, (_, index) => fakeCategory({ name: `C${index}` }));
    onGet('/api/businesses', page([business]));
    onGet('/api/categories', ({ query }) => {
      const number = Number(query.get('page'));
      return page(
        many.slice((number - 1) * 25, number * 25).map(asCategorySummary),
        many.length,
        number,
        25,
      );
    });
    renderRoutes(routes, { path: '/categories' });
    expect(await screen.findByText('Showing 1 to 25 of 30 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'C29' })).toBeInTheDocument();
  });
});

describe('category form pages (docs/product.md §2 Categories)', () => {
  it('the create page goes to /dashboard without a business', async () => {
    onGet('/api/businesses', page([]));
    renderRoutes(routes, { path: '/categories/new' });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('the edit page returns to /categories when the category cannot be loaded', async () => {
    categoriesApi(() => []);
    onGet('/api/categories/:id', apiError(404, 'Not found'));
    const { router } = renderRoutes(routes, { path: `/categories/${one.id}/edit` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });

  it('creates in the selected business and returns to the list with a toast', async () => {
    categoriesApi(() => []);
    const posted = onPost('/api/categories', respond(201, fakeCategory({ name: 'Drinks' })));
    const { router } = renderRoutes(routes, { path: '/categories/new' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Drinks');
    const create = screen.getByRole('button', { name: 'Create category' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    expect(await screen.findByText('Category created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
    expect(posted.bodies().at(-1)).toEqual({
      business: { id: BUSINESS_ID },
      name: 'Drinks',
      enabled: true,
      products: [],
    });
  });
});
