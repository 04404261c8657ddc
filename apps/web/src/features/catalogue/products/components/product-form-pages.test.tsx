import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_DELETE_REDIRECT_MS, type Product } from '@carta/shared';
import { fakeBusiness, fakeProduct, page } from '@/test/fixtures';
import { apiError, calls, onDelete, onGet, onPost, requests, respond } from '@/test/http';
import { selectedBusiness } from '@/lib/selected-business';
import { renderRoutes } from '@/test/render';
import { EditProductPage } from './edit-product-page';
import { NewProductPage } from './new-product-page';

afterEach(() => {
  vi.useRealTimers();
});

const business = fakeBusiness({ name: 'Casa Test' });

function renderAt(path: string) {
  selectedBusiness.set(business.id);
  return renderRoutes(
    [
      { path: '/products/new', element: <NewProductPage /> },
      { path: '/products/:productId/edit', element: <EditProductPage /> },
      { path: '/products', element: <h1>Products page</h1> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { path },
  );
}

const postBodies = () => requests({ method: 'POST' }).map(({ path, body }) => ({ path, body }));

describe('/products/new (docs/product.md §2, §5)', () => {
  it('validates on change with the shared messages and keeps Create disabled until valid', async () => {
    onGet('/api/businesses', page([business]));
    const user = userEvent.setup();
    renderAt('/products/new');
    const create = await screen.findByRole('button', { name: 'Create product' });
    expect(create).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Visible to customers' })).toBeChecked();

    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'ab');
    expect(
      await screen.findByText('Product name must be at least 3 characters long'),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'c');

    const price = screen.getByRole('textbox', { name: 'Price' });
    await user.type(price, '1.234');
    expect(
      await screen.findByText(
        'Price must be a valid number greater than 0 (up to 2 decimal places)',
      ),
    ).toBeInTheDocument();
    expect(create).toBeDisabled();
    await user.clear(price);
    await user.type(price, '4.5');
    await waitFor(() => expect(create).toBeEnabled());

    const description = screen.getByRole('textbox', { name: /Description/ });
    await user.type(description, 'Crispy');
    expect(screen.getByText('6 of 250 characters')).toBeInTheDocument();
    await user.clear(description);
    await user.click(description);
    await user.paste('x'.repeat(251));
    expect(
      await screen.findByText('Description must be at most 250 characters'),
    ).toBeInTheDocument();
    expect(create).toBeDisabled();
  });

  it('creates in the selected business, toasts and goes to /products', async () => {
    onGet('/api/businesses', page([business]));
    onPost('/api/products', ({ body }) =>
      respond(201, fakeProduct({ business: { id: business.id }, ...(body as Partial<Product>) })),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/products/new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Paella');
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '18.5');
    await user.click(screen.getByRole('switch', { name: 'Visible to customers' }));
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByRole('heading', { name: 'Products page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products');
    expect(await screen.findByText('Product created')).toBeInTheDocument();
    expect(postBodies()).toEqual([
      {
        path: '/api/products',
        body: {
          name: 'Paella',
          price: '18.50',
          description: null,
          image: null,
          enabled: false,
          business: { id: business.id },
          sold_out: false,
          variants: [],
          allergens: null,
          dietary: [],
        },
      },
    ]);
  });

  it("shows a 400 answer's field messages on the matching inputs", async () => {
    onGet('/api/businesses', page([business]));
    onPost(
      '/api/products',
      apiError(400, 'Please correct the errors in the form', {
        fields: { image: 'This image was not found among your uploads' },
      }),
    );
    const user = userEvent.setup();
    renderAt('/products/new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Paella');
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '18');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(
      await screen.findByText('This image was not found among your uploads'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please correct the errors in the form')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Products page' })).not.toBeInTheDocument();
  });

  it('goes to /dashboard when no business is selected once loading ends', async () => {
    onGet('/api/businesses', page([]));
    const { router } = renderAt('/products/new');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('/products/:productId/edit (docs/product.md §2, §4)', () => {
  const product = fakeProduct({
    business: { id: business.id },
    name: 'Tortilla',
    price: '7.00',
    description: 'With onion',
  });

  it('loads, then fills the form; Save is enabled only while something changed', async () => {
    onGet('/api/businesses', page([business]));
    onGet('/api/products/:id', product);
    onPost('/api/products/:id', ({ body }) => ({ ...product, ...(body as object) }));
    const user = userEvent.setup();
    const { router } = renderAt(`/products/${product.id}/edit`);
    expect(screen.getByRole('status')).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Tortilla');
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('7.00');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    // Said on the screen, not in a tooltip a touch screen never shows.
    expect(save).toHaveAccessibleDescription('No changes to save yet.');
    expect(screen.getByText('No changes to save yet.')).toBeVisible();

    await user.type(name, 's');
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.queryByText('No changes to save yet.')).not.toBeInTheDocument();
    await user.type(name, '{Backspace}');
    await waitFor(() => expect(save).toBeDisabled());

    await user.click(screen.getByRole('switch', { name: 'Visible to customers' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByRole('heading', { name: 'Products page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products');
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(postBodies()).toEqual([
      {
        path: `/api/products/${product.id}`,
        body: {
          name: 'Tortilla',
          price: '7.00',
          description: 'With onion',
          image: null,
          enabled: false,
          business: { id: business.id },
          sold_out: false,
          variants: [],
          allergens: null,
          dietary: [],
        },
      },
    ]);
  });

  it('shows a not-found message for a missing product', async () => {
    onGet('/api/businesses', page([business]));
    onGet('/api/products/:id', apiError(404, 'Product not found'));
    renderAt(`/products/${product.id}/edit`);
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('deletes after confirmation and returns to /products after PRODUCT_DELETE_REDIRECT_MS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onGet('/api/businesses', page([business]));
    onGet('/api/products/:id', product);
    onDelete('/api/products/:id', respond(204));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderAt(`/products/${product.id}/edit`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    // From here the clock moves only when the test says so.
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    for (let i = 0; i < 20 && !screen.queryByText('Product deleted'); i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    expect(calls().filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByText('Product deleted')).toBeInTheDocument();
    expect(screen.getByText('Returning to your products…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(PRODUCT_DELETE_REDIRECT_MS - 10));
    expect(router.state.location.pathname).toBe(`/products/${product.id}/edit`);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(router.state.location.pathname).toBe('/products');
  });
});
