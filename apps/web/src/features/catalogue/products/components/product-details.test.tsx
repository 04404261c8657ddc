import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, type Product } from '@carta/shared';
import { BUSINESS_ID, fakeBusiness, fakeProduct, page } from '@/test/fixtures';
import { apiError, onGet, onPatch, onPost, requests, respond } from '@/test/http';
import { i18n } from '@/lib/i18n';
import { selectedBusiness } from '@/lib/selected-business';
import { renderRoutes } from '@/test/render';
import { EditProductPage } from './edit-product-page';
import { NewProductPage } from './new-product-page';
import { ProductsPage } from './products-page';

/** The server's answer to a create: the product as sent, each size with its (empty) translations. */
const created = (body: unknown) => {
  const sent = body as Partial<Product>;
  return fakeProduct({
    ...sent,
    variants: sent.variants?.map((variant) => ({
      ...variant,
      translations: variant.translations ?? {},
    })),
  });
};

// docs/product.md, "What guests ask before they order": the owner's side of sizes, allergens,
// dietary labels and sold out.

const business = fakeBusiness({ id: BUSINESS_ID, name: 'Casa Test' });

function renderAt(path: string, owner = business) {
  selectedBusiness.set(owner.id);
  onGet('/api/businesses', page([owner]));
  return renderRoutes(
    [
      { path: '/products/new', element: <NewProductPage /> },
      { path: '/products/:productId/edit', element: <EditProductPage /> },
      { path: '/products', element: <ProductsPage /> },
    ],
    { path },
  );
}

const createdBody = () =>
  requests({ method: 'POST', path: '/api/products' }).map((request) => request.body)[0] as Record<
    string,
    unknown
  >;

describe('product form: sizes and prices', () => {
  it('turns the price into the first of two sizes and sends them in order', async () => {
    onPost('/api/products', ({ body }) => respond(201, created(body)));
    onGet('/api/products', page([]));
    const user = userEvent.setup();
    renderAt('/products/new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'House wine');
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '4.5');
    await user.click(screen.getByRole('button', { name: 'Add sizes' }));

    expect(screen.queryByRole('textbox', { name: 'Price' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Price of size 1' })).toHaveValue('4.5');
    const create = screen.getByRole('button', { name: 'Create product' });
    expect(create).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Name of size 1' }), 'Glass');
    await user.type(screen.getByRole('textbox', { name: 'Name of size 2' }), 'Bottle');
    await user.type(screen.getByRole('textbox', { name: 'Price of size 2' }), '18');
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);

    await screen.findByText('Product created');
    expect(createdBody()).toMatchObject({
      name: 'House wine',
      price: '4.50',
      variants: [
        { name: 'Glass', price: '4.50' },
        { name: 'Bottle', price: '18.00' },
      ],
    });
  });

  it('says what is wrong with the sizes and keeps Create disabled', async () => {
    const user = userEvent.setup();
    renderAt('/products/new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Pizza');
    await user.click(screen.getByRole('button', { name: 'Add sizes' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of size 1' }), 'Small');
    await user.type(screen.getByRole('textbox', { name: 'Price of size 1' }), '9');
    await user.type(screen.getByRole('textbox', { name: 'Name of size 2' }), 'small');
    await user.type(screen.getByRole('textbox', { name: 'Price of size 2' }), '12');
    expect(await screen.findByText('Each size needs a different name')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove size 2' }));
    expect(
      await screen.findByText('Add at least 2 sizes, or use a single price'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create product' })).toBeDisabled();

    // Back to one price: the first size's price stays.
    await user.click(screen.getByRole('button', { name: 'Use a single price' }));
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('9');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create product' })).toBeEnabled(),
    );
  });

  it(`stops adding at ${LIMITS.variantsMax} sizes and says why, and moves sizes up and down`, async () => {
    const user = userEvent.setup();
    renderAt('/products/new');
    await user.click(await screen.findByRole('button', { name: 'Add sizes' }));
    const add = screen.getByRole('button', { name: 'Add a size' });
    for (let count = 2; count < LIMITS.variantsMax; count += 1) await user.click(add);
    expect(screen.getAllByRole('textbox', { name: /^Name of size/ })).toHaveLength(
      LIMITS.variantsMax,
    );
    expect(add).toBeDisabled();
    expect(
      screen.getByText(`A product can have at most ${LIMITS.variantsMax} sizes.`),
    ).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Name of size 1' }), 'First');
    expect(screen.getByRole('button', { name: 'Move size 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move size 1 down' }));
    expect(screen.getByRole('textbox', { name: 'Name of size 2' })).toHaveValue('First');
    expect(screen.getByRole('textbox', { name: 'Name of size 1' })).toHaveValue('');
  });

  it('in Spanish: the euro sign after the number, and a decimal comma is read as typed', async () => {
    await i18n.changeLanguage('es');
    onPost('/api/products', ({ body }) => respond(201, created(body)));
    onGet('/api/products', page([]));
    const user = userEvent.setup();
    renderAt('/products/new', fakeBusiness({ id: BUSINESS_ID, currency: 'EUR' }));
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Caña');
    const price = screen.getByRole('textbox', { name: 'Precio' });
    expect(price).toHaveAttribute('placeholder', '0,00');
    expect(price.parentElement?.firstElementChild).toHaveClass('right-3');
    await user.type(price, '2,5');
    await user.click(screen.getByRole('button', { name: 'Crear producto' }));
    await screen.findByText('Producto creado');
    expect(createdBody()).toMatchObject({ price: '2.50' });
  });

  it('shows the price in the business currency', async () => {
    renderAt('/products/new', fakeBusiness({ id: BUSINESS_ID, currency: 'EUR' }));
    const price = await screen.findByRole('textbox', { name: 'Price' });
    expect(price.parentElement).toHaveTextContent('€');
    expect(price.parentElement).not.toHaveTextContent('$');
  });
});

describe('product form: allergens, dietary labels, sold out', () => {
  it('starts undeclared; "declared" with none ticked is a different answer; sends the list', async () => {
    onPost('/api/products', ({ body }) => respond(201, created(body)));
    onGet('/api/products', page([]));
    const user = userEvent.setup();
    renderAt('/products/new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Tiramisu');
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '6');

    const allergens = screen.getByRole('group', { name: 'Allergens' });
    expect(within(allergens).getByRole('radio', { name: /Not declared yet/ })).toBeChecked();
    expect(within(allergens).queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(within(allergens).getByRole('radio', { name: /Declared/ }));
    expect(within(allergens).getAllByRole('checkbox')).toHaveLength(14);
    expect(within(allergens).getByText('Contains none of the 14 allergens.')).toBeInTheDocument();
    // Ticked out of order; sent in the list's order.
    await user.click(within(allergens).getByRole('checkbox', { name: 'Milk' }));
    await user.click(within(allergens).getByRole('checkbox', { name: 'Eggs' }));
    expect(within(allergens).getByText('Contains 2 allergens.')).toBeInTheDocument();

    const dietary = screen.getByRole('group', { name: 'Dietary labels' });
    await user.click(within(dietary).getByRole('checkbox', { name: 'Vegetarian' }));
    await user.click(screen.getByRole('switch', { name: 'Sold out today' }));
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await screen.findByText('Product created');
    expect(createdBody()).toMatchObject({
      allergens: ['eggs', 'milk'],
      dietary: ['vegetarian'],
      sold_out: true,
      variants: [],
    });
  });

  it('loads a product declared with no allergens, with sizes, and saves only what changed', async () => {
    const product = fakeProduct({
      name: 'Lemonade',
      price: '3.00',
      allergens: [],
      dietary: ['vegan'],
      variants: [
        { name: 'Small', price: '3.00', translations: {} },
        { name: 'Large', price: '4.50', translations: {} },
      ],
    });
    onGet('/api/products/:id', product);
    const saved = onPost('/api/products/:id', ({ body }) => ({
      ...product,
      ...(body as object),
    }));
    onGet('/api/products', page([product]));
    const user = userEvent.setup();
    renderAt(`/products/${product.id}/edit`);

    const allergens = await screen.findByRole('group', { name: 'Allergens' });
    expect(within(allergens).getByRole('radio', { name: /Declared/ })).toBeChecked();
    expect(within(allergens).getByText('Contains none of the 14 allergens.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Name of size 2' })).toHaveValue('Large');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    await user.click(within(allergens).getByRole('radio', { name: /Not declared yet/ }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await screen.findByText('Product updated');
    expect(saved.bodies()[0]).toMatchObject({
      allergens: null,
      dietary: ['vegan'],
      price: '3.00',
      variants: [
        { name: 'Small', price: '3.00', translations: {} },
        { name: 'Large', price: '4.50', translations: {} },
      ],
    });
  });
});

describe('product list: details and the quick sold-out switch', () => {
  const margherita = fakeProduct({
    name: 'Margherita',
    allergens: ['gluten', 'milk'],
    dietary: ['vegetarian'],
    variants: [
      { name: 'Small', price: '8.00', translations: {} },
      { name: 'Large', price: '12.50', translations: {} },
    ],
    price: '8.00',
  });
  const water = fakeProduct({ name: 'Water', allergens: null });

  it('shows the range of sizes, named diet icons, and "not declared" apart from "none"', async () => {
    onGet('/api/products', page([margherita, water]));
    renderAt('/products');
    expect(await screen.findByText('$8.00 – $12.50')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vegetarian' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gluten' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Milk' })).toBeInTheDocument();
    expect(screen.getByText('Allergens not declared')).toBeInTheDocument();
  });

  it('marks a product sold out in one tap: the card changes at once, PATCH sends only sold_out', async () => {
    let release: () => void = () => {};
    const patched = onPatch('/api/products/:id', async ({ body }) => {
      await new Promise<void>((resolve) => (release = resolve));
      return { ...margherita, ...(body as object) };
    });
    onGet('/api/products', page([margherita, water]));
    const user = userEvent.setup();
    renderAt('/products');
    const toggle = await screen.findByRole('switch', { name: 'Margherita sold out' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    // Before the server answers.
    expect(toggle).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Water sold out' })).not.toBeChecked();
    // The two switches' labels and Margherita's badge.
    expect(screen.getAllByText('Sold out')).toHaveLength(3);
    release();
    expect(await screen.findByText('Marked sold out')).toBeInTheDocument();
    expect(patched.bodies()).toEqual([{ sold_out: true }]);
  });

  it('puts the switch back and says so when the change fails', async () => {
    onPatch('/api/products/:id', apiError(409, 'Product was changed elsewhere'));
    onGet('/api/products', page([margherita]));
    const user = userEvent.setup();
    renderAt('/products');
    const toggle = await screen.findByRole('switch', { name: 'Margherita sold out' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await screen.findByText('Product was changed elsewhere')).toBeInTheDocument();
    // Only the switch's own label: no "Sold out" badge on the card.
    expect(screen.getAllByText('Sold out')).toHaveLength(1);
  });
});
