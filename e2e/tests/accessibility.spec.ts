import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_EMAIL, accessToken, type E2eAccount } from '../fixtures/accounts';
import { expect, roleAccount, test, useSelectedBusiness } from '../fixtures/roles';

// docs/architecture.md §8: every route in both languages renders with no axe-core violation (WCAG 2.1 A and AA)
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

/** A path to sweep, with a text its page shows once its data has loaded. */
type Route = string | { path: string; shows: string };

/** Visits each path and collects axe violations and missing-key messages, per path. */
async function sweep(page: Page, routes: Route[]) {
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
      { path: '/menus', shows: 'Dinner' },
      { path: '/menus/new', shows: 'Tapas' },
      { path: `/menus/${ids.menuId}/edit`, shows: 'Tapas' },
      '/settings',
      // The guest's page of the menu (server-rendered; its language comes from ?lang=).
      { path: `/m/${ids.menuId}?lang=${language}`, shows: 'Tortilla española' },
    ];
    expect(await sweep(page, routes)).toEqual({});
  });

  test(`admin routes are accessible and fully translated (${language})`, async ({
    adminPage: page,
  }) => {
    await useLanguage(page, language);
    const routes: Route[] = ['/admin', { path: '/admin/accounts', shows: ADMIN_EMAIL }];
    expect(await sweep(page, routes)).toEqual({});
  });
}
