import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_EMAIL, accessToken, type E2eAccount } from '../fixtures/accounts';
import { axeViolations } from '../fixtures/axe';
import {
  LANGUAGES,
  englishTexts,
  expectDocumentLanguage,
  useLanguage,
  type Language,
} from '../fixtures/languages';
import { expect, roleAccount, test, useSelectedBusiness } from '../fixtures/roles';

// docs/architecture.md §8: every route in both languages, signed in and out, renders with no
// axe-core violation (WCAG 2.2 A and AA), no missing translation key (the web app logs
// 'Missing translation key: …' for one), the document language of the interface and, in Spanish,
// no English text of the bundles.

interface Catalogue {
  businessId: string;
  productId: string;
  categoryId: string;
  menuId: string;
}

async function createCatalogue(request: APIRequestContext, owner: E2eAccount): Promise<Catalogue> {
  const headers = { Authorization: `Bearer ${await accessToken(request, owner)}` };
  const post = async (path: string, data: object) => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const businessId = await post('/api/businesses', {
    name: 'Casa Lucía',
    phone: '+34 600 123 456',
    website: 'https://casalucia.example',
    instagram: 'casa.lucia',
  });
  const business = { id: businessId };
  const productId = await post('/api/products', {
    name: 'Tortilla española',
    price: '8.50',
    description: 'Potato omelette with caramelised onion',
    business,
  });
  const categoryId = await post('/api/categories', {
    name: 'Tapas',
    products: [{ id: productId }],
    business,
  });
  const menuId = await post('/api/menus', {
    name: 'Cena de temporada',
    categories: [{ id: categoryId }],
    business,
  });
  return { businessId, productId, categoryId, menuId };
}

/** A path to sweep, with a text its page shows once its data has loaded. */
type Route = string | { path: string; shows: string };

/** Visits each path and collects axe violations, missing keys and wrong-language texts, per path. */
async function sweep(page: Page, language: Language, routes: Route[]) {
  const missingKeys: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Missing translation key')) missingKeys.push(message.text());
  });
  const problems: Record<string, string[]> = {};
  for (const route of routes) {
    const { path, shows } = typeof route === 'string' ? { path: route, shows: null } : route;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (shows) await expect(page.getByRole('main').getByText(shows).first()).toBeVisible();
    await expect(page.locator('[role="status"][aria-busy="true"], .animate-spin')).toHaveCount(0);
    const found = [
      // Experimental in axe, so off by default: a visible label the accessible name does not
      // contain (WCAG 2.5.3, label in name).
      ...(await axeViolations(page, {
        rules: { 'label-content-name-mismatch': { enabled: true } },
      })),
      ...missingKeys.splice(0),
      ...(language === 'es'
        ? (await englishTexts(page)).map((value) => `English text on a Spanish page: ${value}`)
        : []),
    ];
    // The same search finds the English texts of an English page: it does look.
    if (language === 'en' && (await englishTexts(page)).length === 0)
      found.push('no English text of the bundles found on an English page');
    await expectDocumentLanguage(page, language);
    if (found.length > 0) problems[path] = found;
  }
  return problems;
}

const publicPaths = [
  '/',
  '/sign-in',
  '/sign-in?activated=true',
  '/sign-in?activated=false',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/reset-password/some-token',
  '/404',
  '/no-such-page',
];

for (const language of LANGUAGES) {
  test(`public routes are accessible and fully translated (${language})`, async ({
    page,
    request,
  }) => {
    const ids = await createCatalogue(request, roleAccount('owner'));
    await useLanguage(page, language);
    const routes: Route[] = [
      ...publicPaths,
      { path: `/m/${ids.menuId}?lang=${language}`, shows: 'Tortilla española' },
    ];
    expect(await sweep(page, language, routes)).toEqual({});
  });

  test(`owner routes are accessible and fully translated (${language})`, async ({
    ownerPage: page,
    request,
  }) => {
    const ids = await createCatalogue(request, roleAccount('owner'));
    await useLanguage(page, language);
    await useSelectedBusiness(page, ids.businessId);
    const routes: Route[] = [
      { path: '/dashboard', shows: 'Casa Lucía' },
      '/businesses/new',
      { path: `/businesses/${ids.businessId}`, shows: 'Casa Lucía' },
      { path: `/businesses/${ids.businessId}/edit`, shows: 'Casa Lucía' },
      { path: '/products', shows: 'Tortilla española' },
      '/products/new',
      { path: `/products/${ids.productId}/edit`, shows: 'Tortilla española' },
      { path: '/categories', shows: 'Tapas' },
      { path: '/categories/new', shows: 'Tortilla española' },
      { path: `/categories/${ids.categoryId}/edit`, shows: 'Tortilla española' },
      { path: '/menus', shows: 'Cena de temporada' },
      { path: '/menus/new', shows: 'Tapas' },
      { path: `/menus/${ids.menuId}/edit`, shows: 'Tapas' },
      '/settings',
      // The guest's page of the menu (server-rendered; its language comes from ?lang=).
      { path: `/m/${ids.menuId}?lang=${language}`, shows: 'Tortilla española' },
      // The public pages that stay open to a signed-in user.
      '/404',
      '/no-such-page',
    ];
    expect(await sweep(page, language, routes)).toEqual({});
  });

  test(`admin routes are accessible and fully translated (${language})`, async ({
    adminPage: page,
  }) => {
    await useLanguage(page, language);
    const routes: Route[] = ['/admin', { path: '/admin/accounts', shows: ADMIN_EMAIL }];
    expect(await sweep(page, language, routes)).toEqual({});
  });
}

/** Whether the focused element shows a focus indicator (an outline or a ring). */
const focusIndicator = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing focused';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    if (outline || ring) return null;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
    return `${element.tagName.toLowerCase()} "${name}" has no visible focus`;
  });

test('keyboard: visible focus, a dialog keeps and returns focus, reordering by keyboard', async ({
  ownerPage: page,
  request,
}) => {
  const owner = roleAccount('owner');
  const ids = await createCatalogue(request, owner);
  const headers = { Authorization: `Bearer ${await accessToken(request, owner)}` };
  const second = await request.post('/api/products', {
    headers,
    data: { name: 'Croquetas', price: '6.00', business: { id: ids.businessId } },
  });
  expect(second.status()).toBe(201);
  const secondId = ((await second.json()) as { id: string }).id;
  const updated = await request.post(`/api/categories/${ids.categoryId}`, {
    headers,
    data: { name: 'Tapas', products: [{ id: ids.productId }, { id: secondId }] },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  await useSelectedBusiness(page, ids.businessId);

  // Every element Tab reaches on the dashboard shows where the focus is (WCAG 2.4.7).
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByText('Casa Lucía').first()).toBeVisible();
  // Everything loaded: a skeleton replaced under the focus would drop it to the page's body.
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  const unseen: string[] = [];
  let reached = 0;
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press('Tab');
    const problem = await focusIndicator(page);
    // Past the page's last control the focus leaves the document: the sweep is complete.
    if (problem === 'nothing focused' && reached > 0) break;
    reached += 1;
    if (problem) unseen.push(problem);
  }
  expect(reached).toBeGreaterThan(5);
  expect(unseen).toEqual([]);

  // A confirmation dialog keeps the focus inside and gives it back to its opener (WCAG 2.4.3).
  await page.goto('/categories');
  const remove = page.getByRole('button', { name: 'Delete Tapas' }).first();
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();

  // The category's products reorder with the keyboard: Space picks up, an arrow moves, Space drops.
  await page.goto(`/categories/${ids.categoryId}/edit`);
  const chosen = page.getByRole('list', { name: 'Products in this category' });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await chosen.getByRole('button', { name: 'Reorder Tortilla española' }).focus();
  // Each key waits for the live region's announcement: the sensor measures the rows between them.
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Tortilla española, position 1 of 2.')).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Tortilla española moved to position 2 of 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(chosen.getByRole('listitem').first()).toContainText('Croquetas');
  await expect(page.getByText('Tortilla española dropped at position 2 of 2.')).toBeAttached();
});
