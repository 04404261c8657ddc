import type { Browser, Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { ownerApi } from '../fixtures/catalogue';
import { expectToast, productCard } from '../fixtures/catalogue-forms';
import { expect, roleAccount, test, useSelectedBusiness } from '../fixtures/roles';

// What guests ask before they order (docs/product.md, docs/public-menu.md "Allergens and diets"):
// the owner gives a product sizes, allergens and labels in the form, marks another sold out from
// the list in one tap, and chooses whether sold-out items show; the guest sees each change on the
// next load, filters without JavaScript, and reads prices in the business's currency.

/** A guest's page in its own browser context (no owner session), with or without JavaScript. */
async function guestPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  return { guest: await context.newPage(), close: () => context.close() };
}

/** The names of the dishes of a category section, in order. */
const dishNames = (page: Page, category: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: category }) })
    .getByRole('heading', { level: 3 })
    .allInnerTexts();

test('sizes, allergens and sold out go from the owner screens to the guest page', async ({
  ownerPage: page,
  request,
  browser,
}) => {
  const api = await ownerApi(request, roleAccount('owner'));
  const business = {
    id: await api.post('/api/businesses', { name: 'Casa Lúa', currency: 'EUR' }),
  };
  await useSelectedBusiness(page, business.id);
  const croquetas = await api.post('/api/products', {
    name: 'Croquetas',
    price: '7.50',
    allergens: ['gluten', 'eggs', 'milk'],
    business,
  });
  const ensalada = await api.post('/api/products', {
    name: 'Ensalada verde',
    price: '6.00',
    allergens: [],
    dietary: ['vegan', 'gluten_free'],
    business,
  });
  const pan = await api.post('/api/products', { name: 'Pan de la casa', price: '2', business });

  // The owner gives the house wine two sizes, sulphites and a label in the product form.
  await page.goto('/products/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Vino de la casa');
  await page.getByRole('textbox', { name: 'Price' }).fill('3.5');
  await expect(page.getByText('€', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add sizes' }).click();
  await page.getByRole('textbox', { name: 'Name of size 1' }).fill('Copa');
  await page.getByRole('textbox', { name: 'Name of size 2' }).fill('Botella');
  await page.getByRole('textbox', { name: 'Price of size 2' }).fill('16');
  const allergens = page.getByRole('group', { name: 'Allergens' });
  await allergens.getByRole('radio', { name: /Declared/ }).check();
  await allergens.getByRole('checkbox', { name: 'Sulphites' }).check();
  await page
    .getByRole('group', { name: 'Dietary labels' })
    .getByRole('checkbox', { name: 'Vegan' })
    .check();
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expectToast(page, 'Product created');
  const wineCard = productCard(page, 'Vino de la casa');
  await expect(wineCard.getByText('€3.50 – €16.00')).toBeVisible();
  await expect(wineCard.getByRole('img', { name: 'Sulphites' })).toBeVisible();

  const wine = await (
    await request.get(`/api/products?business_id=${business.id}&name=Vino`, {
      headers: api.headers,
    })
  ).json();
  const category = await api.post('/api/categories', {
    name: 'Tapas',
    products: [{ id: croquetas }, { id: ensalada }, { id: pan }, { id: wine.items[0].id }],
    business,
  });
  const menuId = await api.post('/api/menus', {
    name: 'Carta',
    categories: [{ id: category }],
    business,
  });

  const { guest, close } = await guestPage(browser);
  try {
    await guest.goto(`/m/${menuId}?lang=es`);
    const wineItem = guest
      .getByRole('listitem')
      .filter({ has: guest.getByRole('heading', { level: 3, name: 'Vino de la casa' }) });
    await expect(wineItem.getByRole('list', { name: 'Tamaños' })).toContainText(/Copa\s*3,50\s€/);
    await expect(wineItem.getByRole('list', { name: 'Tamaños' })).toContainText(
      /Botella\s*16,00\s€/,
    );
    await expect(guest.getByText('7,50\u00a0€', { exact: true })).toBeVisible();
    expect(await dishNames(guest, 'Tapas')).toEqual([
      'Croquetas',
      'Ensalada verde',
      'Pan de la casa',
      'Vino de la casa',
    ]);

    // One tap on the owner's list marks the croquetas sold out.
    const toggle = productCard(page, 'Croquetas').getByRole('switch', {
      name: 'Croquetas sold out',
    });
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expectToast(page, 'Marked sold out');
    await expect(productCard(page, 'Croquetas').getByText('Sold out', { exact: true })).toHaveCount(
      2,
    );

    await guest.reload();
    expect((await dishNames(guest, 'Tapas')).at(-1)).toMatch(/^Croquetas/);
    const croquetasItem = guest
      .getByRole('listitem')
      .filter({ has: guest.getByRole('heading', { level: 3, name: /Croquetas/ }) });
    await expect(croquetasItem.getByText('Agotado', { exact: true })).toBeVisible();
    expect(await axeViolations(guest)).toEqual([]);

    // The business hides sold-out items: the croquetas leave the guest's page.
    await page.goto(`/businesses/${business.id}/edit`);
    const show = page.getByRole('switch', { name: 'Show sold-out items' });
    await expect(show).toBeChecked();
    await show.click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Business updated');
    await guest.reload();
    await expect(guest.getByRole('heading', { level: 3, name: 'Ensalada verde' })).toBeVisible();
    await expect(guest.getByRole('heading', { name: /Croquetas/ })).toHaveCount(0);
  } finally {
    await close();
  }
});

test('a guest without JavaScript filters the menu and is told what is not declared', async ({
  request,
  browser,
}) => {
  const api = await ownerApi(request, roleAccount('owner'));
  const business = { id: await api.post('/api/businesses', { name: 'Bar Norte' }) };
  const post = (name: string, extra: object) =>
    api.post('/api/products', { name, price: '5', business, ...extra });
  const products = [
    await post('Hummus', { allergens: ['sesame'], dietary: ['vegan'] }),
    await post('Tortilla', { allergens: ['eggs'], dietary: ['vegetarian', 'gluten_free'] }),
    await post('Bocadillo', { allergens: ['gluten'] }),
    await post('Sopa del día', {}),
  ];
  const category = await api.post('/api/categories', {
    name: 'Cocina',
    products: products.map((id) => ({ id })),
    business,
  });
  const menuId = await api.post('/api/menus', {
    name: 'Menú',
    categories: [{ id: category }],
    business,
  });

  const { guest, close } = await guestPage(browser, false);
  try {
    await guest.goto(`/m/${menuId}`);
    await guest.getByText('Allergens and diets', { exact: true }).click();
    const without = guest.getByRole('group', { name: 'Without' });
    // The chip's checkbox lies over its face (a 44 px target): a tap on the chip checks it.
    await without.getByRole('checkbox', { name: 'Gluten', exact: true }).check();
    await guest.getByRole('button', { name: 'Apply' }).click();

    await expect(guest).toHaveURL(/[?&]without=gluten/);
    expect(await dishNames(guest, 'Cocina')).toEqual(['Hummus', 'Tortilla', 'Sopa del día']);
    // Kept, but flagged: its allergens are unknown, which is not "none".
    const soup = guest
      .getByRole('listitem')
      .filter({ has: guest.getByRole('heading', { level: 3, name: 'Sopa del día' }) });
    await expect(soup.getByText('Allergens not declared: ask the staff')).toBeVisible();

    await guest.goto(`/m/${menuId}?diet=vegan`);
    expect(await dishNames(guest, 'Cocina')).toEqual(['Hummus']);
    await expect(guest.getByRole('img', { name: /Sesame/ })).toBeVisible();
  } finally {
    await close();
  }

  // With JavaScript: axe (it runs in the page), then a filter that applies as the guest taps.
  const scripted = await guestPage(browser);
  try {
    const { guest } = scripted;
    await guest.goto(`/m/${menuId}?without=gluten`);
    await expect(guest.getByRole('heading', { level: 3, name: 'Hummus' })).toBeVisible();
    expect(await axeViolations(guest)).toEqual([]);
    // A chip applies at once, without Apply, and the address follows for sharing or reloading.
    await expect(guest.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    await guest
      .getByRole('group', { name: 'Show only' })
      .getByRole('checkbox', { name: 'Vegetarian' })
      .check();
    await expect.poll(() => dishNames(guest, 'Cocina')).toEqual(['Tortilla']);
    await expect(guest).toHaveURL(/[?&]diet=vegetarian/);
    await guest.reload();
    expect(await dishNames(guest, 'Cocina')).toEqual(['Tortilla']);
  } finally {
    await scripted.close();
  }
});
