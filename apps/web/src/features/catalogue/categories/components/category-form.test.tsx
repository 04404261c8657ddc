import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, CategoryInput } from '@carta/shared';
import { ApiError } from '@/lib/api-client';
import {
  BUSINESS_ID,
  asCategoryProduct,
  fakeBusiness,
  fakeCategory,
  fakeProduct,
  page,
} from '@/test/fixtures';
import { errorBody, onGet } from '@/test/http';
import { renderPage } from '@/test/render';
import { CategoryForm } from './category-form';
import { FormActionBar } from '@/features/catalogue/shared/collection-form/form-action-bar';

const margherita = fakeProduct({ name: 'Margherita', price: '9.50' });
const diavola = fakeProduct({ name: 'Diavola', price: '11.00' });
const tiramisu = fakeProduct({ name: 'Tiramisu', price: '6.00', dietary: ['vegetarian'] });
const loaded = () =>
  fakeCategory({
    name: 'Pizzas',
    products: [asCategoryProduct(margherita), asCategoryProduct(diavola)],
  });

function renderForm(category?: Category) {
  onGet('/api/businesses', page([fakeBusiness({ id: BUSINESS_ID })]));
  onGet('/api/products', page([margherita, diavola, tiramisu]));
  const onSubmit = vi.fn<(input: CategoryInput) => Promise<unknown>>(async () => undefined);
  renderPage(
    <CategoryForm
      businessId={BUSINESS_ID}
      category={category}
      onSubmit={onSubmit}
      actions={(state) => (
        <FormActionBar
          entity="categories"
          {...state}
          onCancel={() => {}}
          edit={
            category && { name: category.name, deleting: false, onDelete: async () => undefined }
          }
        />
      )}
    />,
  );
  return { onSubmit };
}

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });
const chosenNames = () =>
  within(screen.getByRole('list', { name: 'Products in this category' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^(Margherita|Diavola|Tiramisu)$/).textContent);
const pickerReady = () => screen.findByRole('button', { name: 'Add Tiramisu' });

describe('category form picker (docs/product.md, "What guests ask before they order")', () => {
  it("shows each product's dietary labels as named icons beside its price", async () => {
    renderForm();
    const add = await pickerReady();
    const row = add.closest('li') ?? add.parentElement!.parentElement!;
    expect(within(row as HTMLElement).getByRole('img', { name: 'Vegetarian' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Vegan' })).not.toBeInTheDocument();
  });
});

describe('category form dirty state (docs/product.md §2 Categories, §4 Forms)', () => {
  it('a name change makes it dirty; typing the original name back makes it clean', async () => {
    renderForm(loaded());
    await pickerReady();
    expect(saveButton()).toBeDisabled();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' al taglio');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.clear(name);
    await userEvent.type(name, 'Pizzas');
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('the visibility switch counts as a change, and switching back undoes it', async () => {
    renderForm(loaded());
    await pickerReady();
    const visible = screen.getByRole('switch', { name: 'Visible to customers' });
    expect(visible).toBeChecked();
    await userEvent.click(visible);
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(visible);
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('reordering makes it dirty; restoring the order makes it clean', async () => {
    renderForm(loaded());
    await pickerReady();
    expect(chosenNames()).toEqual(['Margherita', 'Diavola']);
    await userEvent.click(screen.getByRole('button', { name: 'Move Margherita down' }));
    expect(chosenNames()).toEqual(['Diavola', 'Margherita']);
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Move Margherita up' }));
    expect(chosenNames()).toEqual(['Margherita', 'Diavola']);
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('adding or removing a product makes it dirty; the same membership and order is clean', async () => {
    renderForm(loaded());
    await userEvent.click(await pickerReady());
    expect(chosenNames()).toEqual(['Margherita', 'Diavola', 'Tiramisu']);
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tiramisu' }));
    await waitFor(() => expect(saveButton()).toBeDisabled());

    // Removed then added back: it comes back last, so the order differs until moved up.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Margherita' }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(await screen.findByRole('button', { name: 'Add Margherita' }));
    expect(chosenNames()).toEqual(['Diavola', 'Margherita']);
    expect(saveButton()).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Margherita up' }));
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('saves the ids in their new order', async () => {
    const category = loaded();
    const { onSubmit } = renderForm(category);
    await userEvent.click(await pickerReady());
    await userEvent.click(screen.getByRole('button', { name: 'Move Tiramisu up' }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      business: { id: BUSINESS_ID },
      name: 'Pizzas',
      enabled: true,
      products: [{ id: margherita.id }, { id: tiramisu.id }, { id: diavola.id }],
    });
  });

  it('Discard changes asks first, resets to the loaded values and says so', async () => {
    renderForm(loaded());
    await userEvent.click(await pickerReady());
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '!!');
    await waitFor(() => expect(saveButton()).toBeEnabled());

    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));

    expect(await screen.findByText('Changes discarded')).toBeInTheDocument();
    expect(screen.getByText('Form has been reset to original values.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Pizzas');
    expect(chosenNames()).toEqual(['Margherita', 'Diavola']);
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });

  it('create mode always counts as changed: Create needs only a valid name', async () => {
    const { onSubmit } = renderForm();
    await pickerReady();
    const create = screen.getByRole('button', { name: 'Create category' });
    expect(create).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Visible to customers' })).toBeChecked();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Pi');
    expect(
      await screen.findByText('Category name must be at least 3 characters long'),
    ).toBeInTheDocument();
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'zzas');
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        business: { id: BUSINESS_ID },
        name: 'Pizzas',
        enabled: true,
        products: [],
      }),
    );
  });

  it("shows a 400 answer's field messages", async () => {
    onGet('/api/businesses', page([fakeBusiness({ id: BUSINESS_ID })]));
    onGet('/api/products', page([]));
    const onSubmit = vi.fn(async () => {
      throw new ApiError(
        400,
        errorBody(400, 'Bad request', { fields: { name: 'Category name is too long' } }),
      );
    });
    renderPage(
      <CategoryForm
        businessId={BUSINESS_ID}
        onSubmit={onSubmit}
        actions={(state) => <FormActionBar entity="categories" {...state} onCancel={() => {}} />}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Pizzas');
    const create = screen.getByRole('button', { name: 'Create category' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    expect(await screen.findByText('Category name is too long')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });
});
