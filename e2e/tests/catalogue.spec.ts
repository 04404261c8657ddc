import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessToken, createActiveAccount } from '../fixtures/accounts';
import { signIn } from '../fixtures/session';

// Issue 5 — an owner builds a category and a menu through the production build: the picker,
// drag-and-drop ordering kept across a reload, search and deletion with confirmation
// (docs/product.md §2 Categories and Menus, §4 Forms, §5 search).

const uniqueEmail = () => `cat-${Date.now()}-${Math.floor(Math.random() * 1e6)}@carta.test`;

/** The names in the category's ordered list, top to bottom. */
const chosen = (page: Page) =>
  page.getByRole('list', { name: 'Products in this category' }).getByRole('listitem');

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
}

/**
 * Drags one handle onto another with the mouse. dnd-kit starts a drag only after the pointer has
 * moved a few pixels, then follows intermediate moves, so the pointer travels in steps.
 */
async function dragHandle(page: Page, from: Locator, to: Locator) {
  const start = await centre(from);
  const end = await centre(to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y - 10, { steps: 5 });
  await page.mouse.move(end.x, end.y - 10, { steps: 15 });
  await page.mouse.move(end.x, end.y - 12, { steps: 3 });
  await page.mouse.up();
}

test('build a category with the picker, reorder it by drag and drop, put it in a menu, search, delete', async ({
  page,
  request,
}) => {
  const account = await createActiveAccount(request, uniqueEmail());
  const headers = { Authorization: `Bearer ${await accessToken(request, account)}` };
  const post = async (path: string, data: object) => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const business = { id: await post('/api/businesses', { name: 'E2E Trattoria' }) };
  for (const [name, price] of [
    ['Margherita', '9.50'],
    ['Diavola', '11.00'],
    ['Tiramisu', '6.00'],
  ]) {
    await post('/api/products', { name, price, business });
  }
  await post('/api/categories', { name: 'E2E Drinks', business });

  await signIn(page, account.email, account.password);
  await page.getByRole('link', { name: 'Categories' }).first().click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('heading', { name: 'E2E Drinks' })).toBeVisible();

  // Create a category with two products from the picker.
  await page.getByRole('link', { name: 'New category' }).click();
  await expect(page).toHaveURL(/\/categories\/new$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E Pizzas');
  await page.getByRole('button', { name: 'Add Margherita' }).click();
  await page.getByRole('button', { name: 'Add Diavola' }).click();
  await expect(page.getByRole('button', { name: 'Add Margherita' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Tiramisu' })).toBeVisible();
  await expect(chosen(page)).toHaveText([/Margherita\s*\$9\.50/, /Diavola\s*\$11\.00/]);

  // Reorder by dragging Diavola's handle above Margherita's.
  await dragHandle(
    page,
    page.getByRole('button', { name: 'Reorder Diavola' }),
    page.getByRole('button', { name: 'Reorder Margherita' }),
  );
  await expect(chosen(page)).toHaveText([/Diavola/, /Margherita/]);

  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByText('Category created', { exact: true })).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'E2E Pizzas' }) });
  await expect(card.getByText('2 products')).toBeVisible();
  await expect(card.getByText('Visible')).toBeVisible();

  // The order is kept on the server: reload the edit page.
  await card.getByRole('link', { name: 'Edit E2E Pizzas' }).click();
  await expect(page).toHaveURL(/\/categories\/[0-9a-f-]+\/edit$/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('E2E Pizzas');
  await expect(chosen(page)).toHaveText([/Diavola/, /Margherita/]);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/categories$/);

  // A menu with that category.
  await page.getByRole('link', { name: 'Menus' }).first().click();
  await expect(page.getByRole('heading', { name: 'No menus yet' })).toBeVisible();
  await page.getByRole('link', { name: 'New menu' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E Dinner');
  await page.getByRole('button', { name: 'Add E2E Pizzas' }).click();
  await expect(
    page.getByRole('list', { name: 'Categories in this menu' }).getByRole('listitem'),
  ).toHaveText([/E2E Pizzas\s*2 products/]);
  await page.getByRole('button', { name: 'Create menu' }).click();
  await expect(page).toHaveURL(/\/menus$/);
  await expect(page.getByText('Menu created', { exact: true })).toBeVisible();
  const menuCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'E2E Dinner' }) });
  await expect(menuCard.getByText('1 category')).toBeVisible();
  await expect(
    menuCard.getByRole('link', { name: 'Preview E2E Dinner (opens in a new tab)' }),
  ).toHaveAttribute('target', '_blank');

  // Search the categories.
  await page.getByRole('link', { name: 'Categories' }).first().click();
  const search = page.getByRole('searchbox', { name: 'Search categories' });
  await search.fill('  pizz ');
  await expect(page.getByRole('heading', { name: 'E2E Drinks' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'E2E Pizzas' })).toBeVisible();
  await search.fill('no such category');
  await expect(page.getByRole('heading', { name: 'No categories found' })).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('heading', { name: 'E2E Drinks' })).toBeVisible();

  // Delete, after confirming.
  await page.getByRole('button', { name: 'Delete E2E Pizzas' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this category?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete category' }).click();
  await expect(page.getByText('Category deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'E2E Pizzas' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'E2E Drinks' })).toBeVisible();

  // The menu lost it too.
  await page.getByRole('link', { name: 'Menus' }).first().click();
  await expect(menuCard.getByText('0 categories')).toBeVisible();
});
