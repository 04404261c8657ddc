import { expect, test, type Page } from '@playwright/test';
import { accessToken, createActiveAccount } from '../fixtures/accounts';
import { createProductInForm, imageLoaded } from '../fixtures/catalogue-forms';
import { solidPng } from '../fixtures/png';
import { signIn, toasts } from '../fixtures/session';

// Issue 5 — an owner builds the product catalogue of the selected business through the production
// build (docs/product.md §2 Products, §4 image upload, §5 search, §8 toasts).

const uniqueEmail = () => `products-${Date.now()}-${Math.floor(Math.random() * 1e6)}@carta.test`;

const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test('create three products (one with an image), search, edit and delete with confirmation', async ({
  page,
  request,
}) => {
  const account = await createActiveAccount(request, uniqueEmail());
  const token = await accessToken(request, account);
  const business = await request.post('/api/businesses', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'E2E Trattoria' },
  });
  expect(business.status(), await business.text()).toBe(201);

  await signIn(page, account.email, account.password);
  await expect(page.getByRole('combobox', { name: 'Business' })).toHaveText(/E2E Trattoria/);
  await page.getByRole('link', { name: 'Products' }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { name: 'No products yet' })).toBeVisible();

  await createProductInForm(page, {
    name: 'Margherita pizza',
    price: '11.5',
    description: 'Tomato, mozzarella and basil on a thin crust baked in our wood-fired oven.',
    image: solidPng(320, 240, [200, 40, 40]),
  });
  await createProductInForm(page, { name: 'Pasta carbonara', price: '13' });
  await createProductInForm(page, { name: 'Tiramisu', price: '6.25' });

  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(3);
  const pizza = card(page, 'Margherita pizza');
  await expect(pizza.getByText('$11.50')).toBeVisible();
  await expect(pizza.getByText('Visible')).toBeVisible();
  await imageLoaded(pizza.locator('img'));

  // Search: trimmed, case-insensitive, inside the name.
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('  PIZZ ');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
  await expect(pizza).toBeVisible();
  await search.fill('sushi');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(3);

  // Edit: Save waits for a change; hiding the product shows the Hidden badge.
  await card(page, 'Pasta carbonara').getByRole('link', { name: 'Edit Pasta carbonara' }).click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]+\/edit$/);
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Pasta carbonara');
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  await name.fill('Spaghetti carbonara');
  await page.getByRole('switch', { name: 'Visible to customers' }).click();
  await save.click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(toasts(page).getByText('Product updated', { exact: true })).toBeVisible();
  await expect(card(page, 'Spaghetti carbonara').getByText('Hidden')).toBeVisible();
  await expect(card(page, 'Spaghetti carbonara').getByText(/^Updated /)).toBeVisible();

  // Delete from the list, after confirming.
  await card(page, 'Tiramisu').getByRole('button', { name: 'Delete Tiramisu' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this product?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Tiramisu')).toBeVisible();
  await card(page, 'Tiramisu').getByRole('button', { name: 'Delete Tiramisu' }).click();
  await dialog.getByRole('button', { name: 'Delete product' }).click();
  await expect(toasts(page).getByText('Product deleted', { exact: true })).toBeVisible();
  await expect(card(page, 'Tiramisu')).toHaveCount(0);

  // Delete from the edit page: back to the list about a second later.
  await card(page, 'Spaghetti carbonara')
    .getByRole('link', { name: /^Edit / })
    .click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this product?' })
    .getByRole('button', { name: 'Delete product' })
    .click();
  await expect(page.getByText('Returning to your products…')).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
  await expect(card(page, 'Margherita pizza')).toBeVisible();

  // Reload keeps the catalogue.
  await page.reload();
  await expect(card(page, 'Margherita pizza')).toBeVisible();
});
