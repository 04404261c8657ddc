import type { Page } from '@playwright/test';
import { accessToken } from '../fixtures/accounts';
import { expect, roleAccount, test } from '../fixtures/roles';
import { toasts } from '../fixtures/session';

// docs/product.md §2 Businesses — the business page's quick actions, through the production build: add a
// product, put it in a new category through the picker, build a menu with that category, each in a
// dialog, without leaving the page; the count cards follow.

/** The count card linking to a list, e.g. "Products 1". */
const count = (page: Page, name: string, value: number) =>
  expect(page.getByRole('link', { name: new RegExp(`^${name}\\s*${value}$`) })).toBeVisible();

test('from a business page: add a product, create a category with it, build a menu with that category', async ({
  ownerPage: page,
  request,
}) => {
  // The shared owner: everything below happens in this new business, whatever else it owns.
  const created = await request.post('/api/businesses', {
    headers: { Authorization: `Bearer ${await accessToken(request, roleAccount('owner'))}` },
    data: { name: 'E2E Cantina' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/businesses/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Cantina' })).toBeVisible();
  await count(page, 'Products', 0);
  await count(page, 'Categories', 0);
  await count(page, 'Menus', 0);

  // Add a product.
  await page.getByRole('button', { name: 'Add product' }).click();
  const productDialog = page.getByRole('dialog', { name: 'Add a product' });
  await expect(productDialog).toContainText('The new product is added to E2E Cantina.');
  await productDialog.getByRole('textbox', { name: 'Name' }).fill('Tacos al pastor');
  await productDialog.getByRole('textbox', { name: 'Price' }).fill('8.50');
  await productDialog.getByRole('button', { name: 'Create product' }).click();
  await expect(toasts(page).getByText('Product created', { exact: true })).toBeVisible();
  await expect(productDialog).toBeHidden();
  await count(page, 'Products', 1);

  // Create a category holding it, picked from the product list.
  await page.getByRole('button', { name: 'Create category' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Create a category' });
  await categoryDialog.getByRole('textbox', { name: 'Name' }).fill('Street food');
  await categoryDialog.getByRole('button', { name: 'Add Tacos al pastor' }).click();
  await expect(
    categoryDialog.getByRole('list', { name: 'Products in this category' }).getByRole('listitem'),
  ).toHaveText([/Tacos al pastor/]);
  await categoryDialog.getByRole('button', { name: 'Create category' }).click();
  await expect(toasts(page).getByText('Category created', { exact: true })).toBeVisible();
  await expect(categoryDialog).toBeHidden();
  await count(page, 'Categories', 1);

  // Build a menu with that category.
  await page.getByRole('button', { name: 'Build menu' }).click();
  const menuDialog = page.getByRole('dialog', { name: 'Build a menu' });
  await menuDialog.getByRole('textbox', { name: 'Name' }).fill('Dinner');
  await menuDialog.getByRole('button', { name: 'Add Street food' }).click();
  // The picked row stays a moment in the picker, marked Added: look in the menu's own list.
  await expect(
    menuDialog
      .getByRole('list', { name: 'Categories in this menu' })
      .getByText('1 product', { exact: true }),
  ).toBeVisible();
  await menuDialog.getByRole('button', { name: 'Create menu' }).click();
  await expect(toasts(page).getByText('Menu created', { exact: true })).toBeVisible();
  await expect(menuDialog).toBeHidden();
  await count(page, 'Menus', 1);

  // Still on the business page; the activity log has all three.
  await expect(page).toHaveURL(new RegExp(`/businesses/${id}$`));
  const activity = page.locator('li').filter({ has: page.locator('time') });
  await expect(activity.first()).toContainText('Menu created · Dinner');
  await expect(activity.nth(1)).toContainText('Category created · Street food');
  await expect(activity.nth(2)).toContainText('Product created · Tacos al pastor');
});
