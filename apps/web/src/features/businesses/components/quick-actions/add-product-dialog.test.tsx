import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { fakeBusiness, fakeProduct, page } from '@/test/fixtures';
import { onGet, onPost, respond } from '@/test/http';
import { renderPage } from '@/test/render';
import { AddProductDialog } from './add-product-dialog';

const business = fakeBusiness({ name: 'Casa Test' });

describe('AddProductDialog (docs/product.md §2 business quick actions)', () => {
  it('creates a product in the given business, toasts and closes; reopening starts empty', async () => {
    // The price box shows the business's currency sign.
    onGet('/api/businesses', page([business]));
    const posted = onPost('/api/products', ({ body }) =>
      respond(201, fakeProduct(body as Partial<Product>)),
    );
    const user = userEvent.setup();
    renderPage(<AddProductDialog business={business} trigger={<Button>Add product</Button>} />);
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a product' });
    expect(within(dialog).getByText('The new product is added to Casa Test.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Churros');
    await user.type(within(dialog).getByRole('textbox', { name: 'Price' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText('Product created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted.bodies()[0]).toMatchObject({
      name: 'Churros',
      price: '3.00',
      business: { id: business.id },
    });

    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const reopened = await screen.findByRole('dialog', { name: 'Add a product' });
    expect(within(reopened).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });
});
