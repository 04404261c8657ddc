import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@/components/ui/button';
import {
  BUSINESS_ID,
  asCategorySummary,
  fakeBusiness,
  fakeCategory,
  fakeMenu,
  fakeProduct,
  page,
} from '@/test/fixtures';
import { onGet, onPost, respond } from '@/test/http';
import { renderPage } from '@/test/render';
import { BuildMenuDialog } from './build-menu-dialog';
import { CreateCategoryDialog } from './create-category-dialog';

const business = { id: BUSINESS_ID, name: 'Casa Test' };

describe('business page quick actions (docs/product.md §2 Businesses)', () => {
  it('creates a category with picked products in a dialog, then closes it', async () => {
    const [soup, salad] = [fakeProduct({ name: 'Soup' }), fakeProduct({ name: 'Salad' })];
    onGet('/api/businesses', page([fakeBusiness({ id: BUSINESS_ID })]));
    onGet('/api/products', page([soup, salad]));
    const posted = onPost('/api/categories', respond(201, fakeCategory({ name: 'Starters' })));
    renderPage(
      <CreateCategoryDialog business={business} trigger={<Button>Create category</Button>} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a category' });
    expect(dialog).toHaveTextContent('The new category is added to Casa Test.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Starters');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Salad' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Soup' }));
    const create = screen.getAllByRole('button', { name: 'Create category' }).at(-1)!;
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);

    expect(await screen.findByText('Category created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted.bodies().at(-1)).toEqual({
      business: { id: BUSINESS_ID },
      name: 'Starters',
      enabled: true,
      products: [{ id: salad.id }, { id: soup.id }],
    });
  });

  it('builds a menu from picked categories in a dialog', async () => {
    const mains = fakeCategory({ name: 'Mains', product_count: 4 });
    onGet('/api/businesses', page([fakeBusiness({ id: BUSINESS_ID })]));
    onGet('/api/categories', page([asCategorySummary(mains)]));
    const posted = onPost<unknown, { categories?: unknown }>(
      '/api/menus',
      respond(201, fakeMenu({ name: 'Dinner' })),
    );
    renderPage(<BuildMenuDialog business={business} trigger={<Button>Build menu</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Build menu' }));
    await screen.findByRole('dialog', { name: 'Build a menu' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Dinner');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Mains' }));
    const structure = screen.getByRole('region', { name: '1 category in this menu' });
    expect(within(structure).getByText('4 products')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create menu' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    expect(await screen.findByText('Menu created')).toBeInTheDocument();
    expect(posted.bodies().at(-1)?.categories).toEqual([{ id: mains.id }]);
  });
});
