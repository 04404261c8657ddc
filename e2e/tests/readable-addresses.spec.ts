import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { ownerApi, type OwnerApi } from '../fixtures/catalogue';
import { expectToast } from '../fixtures/catalogue-forms';
import { useLanguage } from '../fixtures/languages';
import { expect, roleAccount, test, useSelectedBusiness } from '../fixtures/roles';

// Readable addresses (docs/product.md, "Readable addresses"): the owner sets a business's and a
// menu's web address in their forms; guests reach /b/<slug> and /m/<slug>/<menu slug>; the id
// addresses and a former menu slug end on the readable one (302, query kept); Share carries it;
// a slug another business holds shows the 'taken' message under the field. Phone screenshots of
// both forms in English and Spanish.

const PHONE = { width: 390, height: 844 };
/** Outside the repository: screenshots for people to look at, not baselines. */
const SHOTS_DIR = '/tmp/readable-addresses-shots';
const TAKEN = 'This address is already taken. Please choose another one.';

/** Slugs are unique across the whole installation: each run brings its own. */
const run = () => randomUUID().slice(0, 8);

/** A menu of one category with one dish, for the business. */
async function createMenu(api: OwnerApi, business: { id: string }, name: string, dish: string) {
  const product = await api.post('/api/products', { name: dish, price: '9', business });
  const category = await api.post('/api/categories', {
    name: `${name} dishes`,
    products: [{ id: product }],
    business,
  });
  return api.post('/api/menus', { name, categories: [{ id: category }], business });
}

const slugField = (page: Page) => page.getByRole('textbox', { name: /^Web address/ });

async function saveBusiness(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/businesses\/[0-9a-f-]+$/);
  await expectToast(page, 'Business updated');
}

async function saveMenu(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/menus$/);
  await expectToast(page, 'Menu updated');
}

/** The server's own answer to an address, redirects not followed. */
async function redirectOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()['location'] };
}

async function guestPage(browser: Browser) {
  const context = await browser.newContext();
  return { guest: await context.newPage(), close: () => context.close() };
}

test('the owner sets the addresses in the forms; guests reach them, and every older address ends there', async ({
  ownerPage: page,
  request,
  browser,
  baseURL,
}) => {
  const api = await ownerApi(request, roleAccount('owner'));
  const id = run();
  const businessName = `Casa Pepe ${id}`;
  const placeSlug = `casa-pepe-${id}`;
  const business = { id: await api.post('/api/businesses', { name: businessName }) };
  await useSelectedBusiness(page, business.id);
  const menuId = await createMenu(api, business, 'Dinner', 'Tortilla');

  // The business's address: the suggestion from its name, in one click.
  await page.goto(`/businesses/${business.id}/edit`);
  await expect(page.getByText(`${baseURL}/b/`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Use “${placeSlug}”` }).click();
  await expect(slugField(page)).toHaveValue(placeSlug);
  await saveBusiness(page);

  // The menu's address, typed (capitals are lowercased), after the business's.
  await page.goto(`/menus/${menuId}/edit`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Dinner');
  await expect(page.getByText(`${baseURL}/m/${placeSlug}/`, { exact: true })).toBeVisible();
  await slugField(page).fill('Dinner');
  await saveMenu(page);

  const placePath = `/b/${placeSlug}`;
  const dinnerPath = `/m/${placeSlug}/dinner`;
  const { guest, close } = await guestPage(browser);
  try {
    // The readable addresses themselves.
    const place = await guest.goto(placePath);
    expect(place?.status()).toBe(200);
    await expect(guest.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
    await expect(guest.getByRole('link', { name: 'Dinner', exact: true })).toHaveAttribute(
      'href',
      `${dinnerPath}?lang=en`,
    );
    const menu = await guest.goto(dinnerPath);
    expect(menu?.status()).toBe(200);
    await expect(guest.getByRole('heading', { level: 3, name: 'Tortilla' })).toBeVisible();

    // The id addresses answer 302 to the readable ones, query string kept…
    expect(await redirectOf(request, `/b/${business.id}?lang=en`)).toEqual({
      status: 302,
      location: `${placePath}?lang=en`,
    });
    expect(await redirectOf(request, `/m/${menuId}?lang=en`)).toEqual({
      status: 302,
      location: `${dinnerPath}?lang=en`,
    });
    // …and a browser ends there, on the same page.
    await guest.goto(`/b/${business.id}`);
    await expect(guest).toHaveURL(`${baseURL}${placePath}`);
    await expect(guest.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
    await guest.goto(`/m/${menuId}?lang=en`);
    await expect(guest).toHaveURL(`${baseURL}${dinnerPath}?lang=en`);
    await expect(guest.getByRole('heading', { level: 3, name: 'Tortilla' })).toBeVisible();

    // A new menu address: the old one (a printed QR code) still reaches the menu.
    await page.goto(`/menus/${menuId}/edit`);
    await expect(slugField(page)).toHaveValue('dinner');
    await slugField(page).fill('supper');
    await saveMenu(page);
    const supperPath = `/m/${placeSlug}/supper`;
    expect(await redirectOf(request, dinnerPath)).toEqual({ status: 302, location: supperPath });
    await guest.goto(dinnerPath);
    await expect(guest).toHaveURL(`${baseURL}${supperPath}`);
    await expect(guest.getByRole('heading', { level: 3, name: 'Tortilla' })).toBeVisible();

    // Share, from the menu's edit page and from the business's page, carries the readable address.
    await page.goto(`/menus/${menuId}/edit`);
    await page.getByRole('button', { name: 'Share Dinner' }).click();
    await page
      .getByRole('list', { name: 'Share options' })
      .getByRole('button', { name: 'QR code' })
      .click();
    const menuQr = page.getByRole('dialog', { name: 'QR code' });
    await expect(
      menuQr.getByRole('img', { name: `QR code that opens ${baseURL}${supperPath}` }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuQr).toBeHidden();

    await page.goto(`/businesses/${business.id}`);
    await page.getByRole('button', { name: `Share ${businessName}` }).click();
    const whatsapp = page.getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    const shared = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text');
    expect(shared).toMatch(new RegExp(`: ${baseURL}${placePath}$`));
  } finally {
    await close();
  }
});

test('a web address another business holds shows the taken message under the field', async ({
  ownerPage: page,
  request,
}) => {
  const api = await ownerApi(request, roleAccount('owner'));
  const taken = `la-luna-${run()}`;
  await api.post('/api/businesses', { name: 'La Luna', slug: taken });
  const business = { id: await api.post('/api/businesses', { name: 'Luna Nueva' }) };
  await useSelectedBusiness(page, business.id);

  await page.goto(`/businesses/${business.id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Luna Nueva');
  await slugField(page).fill(taken);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(slugField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(slugField(page)).toHaveAccessibleDescription(new RegExp(`${TAKEN}$`));
  await expect(slugField(page)).toBeFocused();
  await expect(page).toHaveURL(/\/edit$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('screenshots of the business and menu forms, in English and in Spanish', async ({
    ownerPage: page,
    request,
  }) => {
    const api = await ownerApi(request, roleAccount('owner'));
    const id = run();
    const business = {
      id: await api.post('/api/businesses', { name: `Café Sol ${id}`, slug: `cafe-sol-${id}` }),
    };
    await useSelectedBusiness(page, business.id);
    const menuId = await createMenu(api, business, 'Desayuno', 'Churros');
    await mkdir(SHOTS_DIR, { recursive: true });

    for (const language of ['en', 'es'] as const) {
      await useLanguage(page, language);
      await page.goto(`/businesses/${business.id}/edit`);
      const field = page.getByRole('textbox', {
        name: language === 'en' ? /^Web address/ : /^Dirección web/,
      });
      await expect(field).toHaveValue(`cafe-sol-${id}`);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await field.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS_DIR}/business-form-${language}.png` });

      await page.goto(`/menus/${menuId}/edit`);
      const menuField = page.getByRole('textbox', {
        name: language === 'en' ? /^Web address/ : /^Dirección web/,
      });
      await expect(menuField).toHaveValue('');
      await expect(
        page.getByRole('button', {
          name: language === 'en' ? 'Use “desayuno”' : 'Usar «desayuno»',
        }),
      ).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await menuField.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS_DIR}/menu-form-${language}.png` });
    }
  });
});
