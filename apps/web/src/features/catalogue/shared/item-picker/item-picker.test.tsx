import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@carta/shared';
import { BUSINESS_ID, fakeBusiness, fakeProduct, page } from '@/test/fixtures';
import { onGet, requests, respond } from '@/test/http';
import { renderPage } from '@/test/render';
import { ProductPicker } from './product-picker';

const products = [
  fakeProduct({ name: 'Margherita', price: '9.5' }),
  fakeProduct({ name: 'Diavola', price: '11.00', enabled: false }),
  fakeProduct({ name: 'Tiramisu', price: '6.00' }),
];

/** GET /api/products answering with the products whose name contains the `name` filter. */
function productsApi(all: Product[] = products) {
  onGet('/api/businesses', page([fakeBusiness({ id: BUSINESS_ID })]));
  onGet('/api/products', ({ query }) => {
    const name = query.get('name')?.toLowerCase() ?? '';
    return page(all.filter((product) => product.name.toLowerCase().includes(name)));
  });
}

const pickerCalls = () => requests({ path: '/api/products' });

describe('item picker (docs/product.md §2 category form, §5 search, §9 picker page)', () => {
  it('asks for page 1 of 25 of the business and hides the items already chosen', async () => {
    productsApi();
    const onAdd = vi.fn();
    renderPage(
      <ProductPicker businessId={BUSINESS_ID} chosenIds={[products[0]!.id]} onAdd={onAdd} />,
    );
    await screen.findByRole('button', { name: 'Add Tiramisu' });
    expect(screen.queryByText('Margherita')).not.toBeInTheDocument();
    expect(screen.getByText('$11.00')).toBeInTheDocument();
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(Object.fromEntries(pickerCalls()[0]!.query)).toEqual({
      business_id: BUSINESS_ID,
      page: '1',
      items_per_page: '25',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Add Diavola' }));
    expect(onAdd).toHaveBeenCalledWith(products[1]);
  });

  it('marks an added row Added where it was, announces it, moves the focus on, then drops it', async () => {
    productsApi();
    function Chooser() {
      const [chosen, setChosen] = useState<string[]>([]);
      return (
        <ProductPicker
          businessId={BUSINESS_ID}
          chosenIds={chosen}
          onAdd={(product) => setChosen((ids) => [...ids, product.id])}
        />
      );
    }
    renderPage(<Chooser />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Margherita' }));
    const row = screen.getByText('Margherita').closest('li')!;
    expect(row).toHaveTextContent('Added');
    expect(screen.getByText('Margherita added to the list')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Diavola' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByText('Margherita')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('waits 300 ms after the last keystroke and sends the trimmed term once', async () => {
    productsApi();
    renderPage(<ProductPicker businessId={BUSINESS_ID} chosenIds={[]} onAdd={() => {}} />);
    await screen.findByRole('button', { name: 'Add Tiramisu' });
    const before = pickerCalls().length;

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), '  tira ');
    // Still within the debounce window: no request yet.
    expect(pickerCalls()).toHaveLength(before);
    await waitFor(() => expect(screen.queryByText('Margherita')).not.toBeInTheDocument());
    expect(screen.getByText('Tiramisu')).toBeInTheDocument();
    const sent = pickerCalls().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query.get('name')).toBe('tira');
  });

  it('tells apart no products, no match and everything already chosen', async () => {
    productsApi();
    const { unmount } = renderPage(
      <ProductPicker
        businessId={BUSINESS_ID}
        chosenIds={products.map((product) => product.id)}
        onAdd={() => {}}
      />,
    );
    expect(
      await screen.findByText('Every product listed is already in the category.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'sushi');
    expect(await screen.findByText('No products match your search.')).toBeInTheDocument();
    unmount();

    productsApi([]);
    renderPage(<ProductPicker businessId={BUSINESS_ID} chosenIds={[]} onAdd={() => {}} />);
    expect(await screen.findByText('This business has no products yet.')).toBeInTheDocument();
  });

  it('a failed load shows the data-failure toast and a retry', async () => {
    let fail = true;
    onGet('/api/businesses', page([fakeBusiness({ id: BUSINESS_ID })]));
    onGet('/api/products', () => (fail ? respond(404, {}) : page(products)));
    renderPage(<ProductPicker businessId={BUSINESS_ID} chosenIds={[]} onAdd={() => {}} />);
    expect(await screen.findByText('Request failed with status 404')).toBeInTheDocument();
    expect(screen.getByText("Couldn't load the list.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Add Margherita' })).toBeInTheDocument();
  });
});
