import type { Browser, Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { axeViolations } from '../fixtures/axe';
import { ownerApi } from '../fixtures/catalogue';
import { expectDocumentLanguage, text, useLanguage, type Language } from '../fixtures/languages';
import { expect, roleAccount, test, useSelectedBusiness } from '../fixtures/roles';

// Menu views without tracking guests (docs/product.md, "Menu views"): guests open a menu's page
// by its link and by its QR code (?src=qr), the server counts the views (no cookie, nothing of the
// guest kept) and writes them within a second (MENU_VIEWS_FLUSH_SECONDS, playwright.config.ts);
// the owner then sees them on the business page and on the dashboard, in English and Spanish.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const BUSINESS = 'Mirador de Vistas';
const MENU = 'Menú del día';

let businessId = '';
let menuId = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  const { baseURL } = testInfo.project.use;
  const request = await playwright.request.newContext({ baseURL });
  try {
    const api = await ownerApi(request, roleAccount('owner'));
    businessId = await api.post('/api/businesses', {
      name: BUSINESS,
      slug: `mirador-${randomUUID().slice(0, 8)}`,
    });
    const business = { id: businessId };
    const product = await api.post('/api/products', { name: 'Gazpacho', price: '6', business });
    const category = await api.post('/api/categories', {
      name: 'Entrantes',
      products: [{ id: product }],
      business,
    });
    menuId = await api.post('/api/menus', {
      name: MENU,
      slug: 'del-dia',
      categories: [{ id: category }],
      business,
    });
  } finally {
    await request.dispose();
  }
});

/**
 * A guest's own browser (not headless-looking, so it counts) on a network of its own: views count
 * once per address (docs/product.md, "Menu views"), and the test server trusts a proxy on
 * 127.0.0.1 (playwright.config.ts), so each guest's address comes from X-Forwarded-For.
 */
const guestContext = (browser: Browser, userAgent: string, address: string) =>
  browser.newContext({ userAgent, extraHTTPHeaders: { 'x-forwarded-for': address } });

/** A guest's own browser opening `path` from `address`. */
async function visitAsGuest(browser: Browser, userAgent: string, address: string, path: string) {
  const context = await guestContext(browser, userAgent, address);
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Gazpacho' })).toBeVisible();
  } finally {
    await context.close();
  }
}

/** The views card of the page. */
const viewsCard = (page: Page, language: Language) =>
  page.getByRole('region', { name: text(language, 'views.title'), exact: true });

/** Reloads until the written views show (the flush runs every second). */
async function openWithViews(page: Page, path: string, language: Language): Promise<Locator> {
  const card = viewsCard(page, language);
  await expect(async () => {
    await page.goto(path);
    await expect(card.getByText(text(language, 'views.total_other'))).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 20_000 });
  return card;
}

const itemsOf = (card: Locator, name: string) =>
  card.getByRole('region', { name }).getByRole('listitem');

test('views of a menu page by link and by QR code reach the owner, in English and Spanish', async ({
  browser,
  ownerPage: page,
}) => {
  // Before the first view: the empty state.
  await page.goto(`/businesses/${businessId}`);
  await expect(
    viewsCard(page, 'en').getByText(text('en', 'views.empty'), { exact: true }),
  ).toBeVisible();

  // A phone opens the link (the id address redirects to the readable one), a computer scans the
  // QR code; the phone reloading straight away is the same visitor and counts once.
  const context = await guestContext(browser, IPHONE, '203.0.113.10');
  const phone = await context.newPage();
  await phone.goto(`/m/${menuId}`);
  await expect(phone.getByRole('heading', { name: 'Gazpacho' })).toBeVisible();
  expect(new URL(phone.url()).pathname).toMatch(/^\/m\/mirador-[\da-f]{8}\/del-dia$/);
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Gazpacho' })).toBeVisible();
  const menuPath = new URL(phone.url()).pathname;
  await context.close();
  await visitAsGuest(browser, DESKTOP, '198.51.100.20', `${menuPath}?src=qr`);

  // English: the business page.
  const card = await openWithViews(page, `/businesses/${businessId}`, 'en');
  await expect(card.locator('p').filter({ hasText: 'views in total' })).toHaveText(
    '2views in total',
  );
  const table = card.getByRole('table', { name: 'Views per day, last 30 days' });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('row').last().getByRole('cell')).toHaveText('2');
  await expect(itemsOf(card, 'Most viewed menus')).toHaveText([`${MENU}2 views`]);
  await expect(itemsOf(card, 'By source')).toHaveText(['QR code1 · 50%', 'Link1 · 50%']);
  await expect(itemsOf(card, 'By device')).toHaveText(['Phone1 · 50%', 'Computer1 · 50%']);
  await expect(itemsOf(card, 'By language shown')).toHaveText(['English2 · 100%']);
  expect(await axeViolations(page)).toEqual([]);

  // Spanish: the dashboard, for the selected business, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'es');
  await useSelectedBusiness(page, businessId);
  const tarjeta = await openWithViews(page, '/dashboard', 'es');
  await expectDocumentLanguage(page, 'es');
  await expect(
    tarjeta.getByRole('table', { name: 'Visitas por día, últimos 30 días' }),
  ).toBeAttached();
  await expect(itemsOf(tarjeta, 'Menús más vistos')).toHaveText([`${MENU}2 visitas`]);
  await expect(itemsOf(tarjeta, 'Por origen')).toHaveText([
    'Código QR1 · 50\u00a0%',
    'Enlace1 · 50\u00a0%',
  ]);
  await expect(itemsOf(tarjeta, 'Por dispositivo')).toHaveText([
    'Móvil1 · 50\u00a0%',
    'Ordenador1 · 50\u00a0%',
  ]);
  await expect(tarjeta.getByTestId('bar-chart')).toBeVisible();
  const chartBox = await tarjeta.getByTestId('bar-chart').boundingBox();
  expect(chartBox?.width ?? 0).toBeGreaterThan(200);
  expect(await axeViolations(page)).toEqual([]);
});
