import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS, type Product } from '@carta/shared';
import { BUSINESS_ID, fakeBusiness, fakeProduct, page } from '@/test/fixtures';
import {
  apiError,
  calls,
  networkError,
  onDelete,
  onGet,
  respond,
  type SentRequest,
} from '@/test/http';
import { selectedBusiness } from '@/lib/selected-business';
import { renderRoutes } from '@/test/render';
import { ProductsPage } from './products-page';

afterEach(() => {
  vi.useRealTimers();
});

// fakeProduct puts products in BUSINESS_ID unless told otherwise.
const business = fakeBusiness({ id: BUSINESS_ID, name: 'Casa Test' });

function renderProducts() {
  selectedBusiness.set(business.id);
  return renderRoutes(
    [
      { path: '/products', element: <ProductsPage /> },
      { path: '/products/new', element: <h1>New product form</h1> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { path: '/products' },
  );
}

/** The business's products, filtered and paged like the API does. */
function productsRoute(all: () => Product[]) {
  return ({ query }: SentRequest) => {
    const name = query.get('name')?.toLowerCase();
    const pageNumber = Number(query.get('page'));
    const size = Number(query.get('items_per_page'));
    const items = all().filter((product) => !name || product.name.toLowerCase().includes(name));
    return page(
      items.slice((pageNumber - 1) * size, pageNumber * size),
      items.length,
      pageNumber,
      size,
    );
  };
}

const productCalls = () => calls({ method: 'GET', path: '/api/products' });

describe('/products (docs/product.md §2 Products)', () => {
  it('shows a card per product: price with $, badge, description, date and links', async () => {
    const soup = fakeProduct({
      name: 'Tomato soup',
      price: '12.5',
      description: 'A'.repeat(80),
      updated_at: '2026-03-04T10:00:00.000Z',
    });
    const hidden = fakeProduct({
      name: 'Secret dish',
      enabled: false,
      created_at: '2026-01-15T10:00:00.000Z',
    });
    const { enabled: _omitted, ...legacy } = fakeProduct({ name: 'Old bread' });
    onGet('/api/businesses', page([business]));
    onGet('/api/products', page([soup, hidden, legacy]));
    renderProducts();

    const list = await screen.findByRole('list', { name: 'Products' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Tomato soup' })).toBeInTheDocument();
    expect(first.getByText('$12.50')).toBeInTheDocument();
    expect(first.getByText('Visible')).toBeInTheDocument();
    expect(first.getByText('Updated Mar 4, 2026')).toBeInTheDocument();
    // Small screens show the first 60 characters; wider ones the clamped full text.
    expect(first.getByText(`${'A'.repeat(60)}…`)).toBeInTheDocument();
    expect(first.getByText('A'.repeat(80))).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Edit Tomato soup' })).toHaveAttribute(
      'href',
      `/products/${soup.id}/edit`,
    );
    expect(within(cards[1]!).getByText('Hidden')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Created Jan 15, 2026')).toBeInTheDocument();
    // docs/product.md §3: a product without `enabled` counts as visible.
    expect(within(cards[2]!).getByText('Visible')).toBeInTheDocument();
    expect(within(cards[2]!).getByTestId('product-image-placeholder')).toBeInTheDocument();

    expect(productCalls()[0]!.search).toBe(
      `?business_id=${business.id}&page=1&items_per_page=${PAGE_SIZE}`,
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('sends the search trimmed, only after 300 ms without typing, and never when blank', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const all = [fakeProduct({ name: 'Pizza' }), fakeProduct({ name: 'Pasta' })];
    onGet('/api/businesses', page([business]));
    onGet(
      '/api/products',
      productsRoute(() => all),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderProducts();
    await screen.findByRole('heading', { name: 'Pasta' });
    const box = screen.getByRole('searchbox', { name: 'Search products' });

    await user.type(box, '   ');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    expect(productCalls()).toHaveLength(1);

    await user.type(box, 'piz ');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50));
    expect(productCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(50));
    await waitFor(() => expect(productCalls()).toHaveLength(2));
    expect(new URLSearchParams(productCalls()[1]!.search).get('name')).toBe('piz');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Pasta' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Pizza' })).toBeInTheDocument();
  });

  it('shows the empty state with a create link, and a different one when a search finds nothing', async () => {
    const all: Product[] = [];
    onGet('/api/businesses', page([business]));
    onGet(
      '/api/products',
      productsRoute(() => all),
    );
    const user = userEvent.setup();
    renderProducts();
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first product' })).toHaveAttribute(
      'href',
      '/products/new',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(
      screen.getByText('No product name contains “zzz”. Try another search.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add your first product' })).not.toBeInTheDocument();
  });

  it('deletes a product only after confirmation, toasts and reloads the list', async () => {
    let all = [fakeProduct({ name: 'Garlic bread' })];
    onGet('/api/businesses', page([business]));
    onGet(
      '/api/products',
      productsRoute(() => all),
    );
    onDelete('/api/products/:id', ({ path }) => {
      all = all.filter((product) => !path.endsWith(product.id));
      return respond(204);
    });
    const user = userEvent.setup();
    renderProducts();
    await user.click(await screen.findByRole('button', { name: 'Delete Garlic bread' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls().some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Garlic bread' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Delete product',
      }),
    );
    expect(await screen.findByText('Product deleted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
  });

  it('toasts a failed delete (docs/product.md §8) and keeps the product', async () => {
    const product = fakeProduct({ name: 'Flan' });
    onGet('/api/businesses', page([business]));
    onGet('/api/products', page([product]));
    onDelete('/api/products/:id', networkError());
    const user = userEvent.setup();
    renderProducts();
    await user.click(await screen.findByRole('button', { name: 'Delete Flan' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Delete product',
      }),
    );
    // The client turns a failed fetch into an API error with the network message.
    expect(
      await screen.findByText('Network error: Unable to connect to the server'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flan' })).toBeInTheDocument();
  });

  it('pages by 25 when there are more products', async () => {
    const all = Array.from({ length: PAGE_SIZE + 3 }, (_, index) =>
      fakeProduct({ name: `Dish ${index + 1}` }),
    );
    onGet('/api/businesses', page([business]));
    onGet(
      '/api/products',
      productsRoute(() => all),
    );
    const user = userEvent.setup();
    renderProducts();
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Showing 1 to 25 of 28 results')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'Dish 28' })).toBeInTheDocument();
    expect(new URLSearchParams(productCalls().at(-1)!.search).get('page')).toBe('2');
  });

  it('shows a data-failure toast when the list cannot load', async () => {
    onGet('/api/businesses', page([business]));
    onGet('/api/products', apiError(400, 'Invalid id'));
    renderProducts();
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Invalid id')).toBeInTheDocument();
  });

  it('shows a failed load of the businesses in place, with Retry, instead of leaving for /dashboard', async () => {
    let fail = true;
    onGet('/api/businesses', () =>
      fail ? apiError(500, 'An unexpected error occurred') : page([business]),
    );
    onGet('/api/products', page([fakeProduct({ name: 'Gazpacho' })]));
    const { router } = renderProducts();
    expect(
      await screen.findByText('Failed to load businesses. Please try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Gazpacho' })).toBeInTheDocument();
  });

  it('goes to /dashboard when there is no business to work in', async () => {
    onGet('/api/businesses', page([]));
    const { router } = renderProducts();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('after switching business never shows the previous business cards while the new ones load', async () => {
    const other = fakeBusiness({ name: 'Other place' });
    const mine = fakeProduct({ name: 'Casa soup' });
    const theirs = fakeProduct({ business: { id: other.id }, name: 'Other bread' });
    let release = () => {};
    const otherLoaded = new Promise<void>((resolve) => (release = resolve));
    onGet('/api/businesses', page([business, other]));
    onGet('/api/products', async ({ query }) => {
      if (query.get('business_id') === business.id) return page([mine]);
      await otherLoaded;
      return page([theirs]);
    });
    renderProducts();
    expect(await screen.findByRole('heading', { name: 'Casa soup' })).toBeInTheDocument();
    act(() => selectedBusiness.set(other.id));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Casa soup' })).not.toBeInTheDocument(),
    );
    release();
    expect(await screen.findByRole('heading', { name: 'Other bread' })).toBeInTheDocument();
  });
});
