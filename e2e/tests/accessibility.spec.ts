import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  accessToken,
  createActiveAccount,
  ensureAdminAccount,
  type E2eAccount,
} from '../fixtures/accounts';

// DESIGN §8: every route in both languages renders with no axe-core violation (WCAG 2.1 A and AA)
// and no missing translation key (the web app logs 'Missing translation key: …' for one).

const LANGUAGES = ['en', 'es'] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
    name: 'Dinner',
    categories: [{ id: categoryId }],
    business,
  });
  return { businessId, productId, categoryId, menuId };
}

async function signIn(page: Page, account: E2eAccount) {
  await page.goto('/sign-in');
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').first().fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Visits each path and collects axe violations and missing-key messages, per path. */
async function sweep(page: Page, paths: string[]) {
  const missingKeys: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Missing translation key')) missingKeys.push(message.text());
  });
  const problems: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[role="status"][aria-busy="true"], .animate-spin')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const found = [
      ...violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
      ),
      ...missingKeys.splice(0),
    ];
    if (found.length > 0) problems[path] = found;
  }
  return problems;
}

function useLanguage(page: Page, language: string) {
  return page.addInitScript((value) => localStorage.setItem('carta.language', value), language);
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
  test(`public routes are accessible and fully translated (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    expect(await sweep(page, publicPaths)).toEqual({});
  });

  test(`owner routes are accessible and fully translated (${language})`, async ({
    page,
    request,
  }) => {
    const owner = await createActiveAccount(request, `a11y-${language}-${Date.now()}@carta.test`);
    const ids = await createCatalogue(request, owner);
    await useLanguage(page, language);
    await signIn(page, owner);
    const paths = [
      '/dashboard',
      '/businesses/new',
      `/businesses/${ids.businessId}`,
      `/businesses/${ids.businessId}/edit`,
      '/products',
      '/products/new',
      `/products/${ids.productId}/edit`,
      '/categories',
      '/categories/new',
      `/categories/${ids.categoryId}/edit`,
      '/menus',
      '/menus/new',
      `/menus/${ids.menuId}/edit`,
      '/settings',
      // The guest's page of the menu (server-rendered; its language comes from ?lang=).
      `/m/${ids.menuId}?lang=${language}`,
    ];
    expect(await sweep(page, paths)).toEqual({});
  });

  test(`admin routes are accessible and fully translated (${language})`, async ({
    page,
    request,
  }) => {
    const admin = await ensureAdminAccount(request);
    await useLanguage(page, language);
    await signIn(page, admin);
    expect(await sweep(page, ['/admin', '/admin/accounts'])).toEqual({});
  });
}
