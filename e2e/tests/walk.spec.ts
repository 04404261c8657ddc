import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expectLandingPage, openRedirecting } from '../fixtures/navigation';
import { accessToken, createActiveAccount, type E2eAccount } from '../fixtures/accounts';
import {
  expectDocumentLanguage,
  pageTitle,
  signInAs,
  text,
  useLanguage,
  type Language,
} from '../fixtures/languages';
import { expect, roleAccount, test, useSelectedBusiness } from '../fixtures/roles';

// docs/architecture.md §8 (the walk): every route of docs/product.md §2 as the user it is for, at a
// desktop and a phone size, with its title, main element and primary action; the redirects of
// docs/product.md §2 and §6. A screenshot of each screen goes to e2e/screenshots/ for review (not
// committed). The desktop walk is in English and the phone walk in Spanish, so that both
// languages' titles are checked.

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 }, language: 'en' },
  { name: 'phone', size: { width: 390, height: 844 }, language: 'es' },
] as const;

const SCREENSHOTS = new URL('../screenshots/', import.meta.url);
mkdirSync(SCREENSHOTS, { recursive: true });

interface Ids {
  businessId: string;
  productId: string;
  categoryId: string;
  menuId: string;
}

const BUSINESS = 'Casa Lucía';
const MENU = 'Cena de temporada';

async function createCatalogue(request: APIRequestContext, owner: E2eAccount): Promise<Ids> {
  const headers = { Authorization: `Bearer ${await accessToken(request, owner)}` };
  const post = async (path: string, data: object) => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const businessId = await post('/api/businesses', { name: BUSINESS, phone: '+34 600 123 456' });
  const business = { id: businessId };
  const productId = await post('/api/products', { name: 'Tortilla', price: '8.50', business });
  const categoryId = await post('/api/categories', {
    name: 'Tapas',
    products: [{ id: productId }],
    business,
  });
  const menuId = await post('/api/menus', {
    name: MENU,
    categories: [{ id: categoryId }],
    business,
  });
  return { businessId, productId, categoryId, menuId };
}

/** A screen of the walk: where it is, its document title and its primary action. */
interface Screen {
  name: string;
  path: string;
  /** The key under `pages.` of its title, or the whole title. */
  title: { page: string } | { exact: string | RegExp };
  primary: (page: Page, language: Language) => Locator;
}

const button = (key: string) => (page: Page, language: Language) =>
  page.getByRole('main').getByRole('button', { name: text(language, key), exact: true });
const link = (key: string) => (page: Page, language: Language) =>
  page.getByRole('main').getByRole('link', { name: text(language, key), exact: true });

async function visit(
  page: Page,
  screen: Screen,
  viewport: (typeof VIEWPORTS)[number],
  role: string,
) {
  const { language } = viewport;
  await page.goto(screen.path);
  const path = screen.path.split('?')[0]!;
  await expect(page, `${screen.name}: stays on its route`).toHaveURL(
    (url) => url.pathname === path,
  );
  await expect(page.getByRole('main'), `${screen.name}: main element`).toBeVisible();
  await expect(page.getByRole('main'), `${screen.name}: one main element`).toHaveCount(1);
  await expect(
    screen.primary(page, language).first(),
    `${screen.name}: primary action`,
  ).toBeVisible();
  await expect(page, `${screen.name}: title`).toHaveTitle(
    'page' in screen.title ? pageTitle(language, screen.title.page) : screen.title.exact,
  );
  await expectDocumentLanguage(page, language);
  await expect(page.locator('[role="status"][aria-busy="true"], .animate-spin')).toHaveCount(0);
  await page.screenshot({
    path: new URL(`${viewport.name}-${role}-${screen.name}.png`, SCREENSHOTS).pathname,
    fullPage: true,
  });
}

const visitorScreens = (ids: Ids, language: Language): Screen[] => [
  // The landing page is served by the API (docs/architecture.md): its title is its own.
  {
    name: 'landing',
    path: '/',
    title: { exact: /Carta/ },
    primary: (page) => page.getByRole('main').locator('a[href="/sign-up"]'),
  },
  {
    name: 'sign-in',
    path: '/sign-in',
    title: { page: 'signIn' },
    primary: button('auth.signIn.submit'),
  },
  {
    name: 'sign-in-activated',
    path: '/sign-in?activated=true',
    title: { page: 'signIn' },
    primary: button('auth.signIn.submit'),
  },
  {
    name: 'sign-in-activation-failed',
    path: '/sign-in?activated=false',
    title: { page: 'signIn' },
    primary: button('auth.signIn.submit'),
  },
  {
    name: 'sign-up',
    path: '/sign-up',
    title: { page: 'signUp' },
    primary: button('auth.signUp.submit'),
  },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    title: { page: 'forgotPassword' },
    primary: button('auth.forgotPassword.submit'),
  },
  {
    // The page checks the link before showing the form: an unknown one shows the invalid state.
    name: 'reset-password-unknown-link',
    path: '/reset-password/some-token',
    title: { page: 'resetPassword' },
    primary: link('auth.resetPassword.returnHome'),
  },
  {
    name: 'reset-password-no-id',
    path: '/reset-password',
    title: { page: 'resetPassword' },
    primary: link('auth.resetPassword.returnHome'),
  },
  {
    name: 'public-menu',
    // The guest's page is server-rendered; its language comes from ?lang=.
    path: `/m/${ids.menuId}?lang=${language}`,
    title: { exact: `${MENU} · ${BUSINESS}` },
    primary: (page, language) =>
      // Its name goes on with the menu's name.
      page.getByRole('button', { name: new RegExp(`^${text(language, 'share.button')} `) }),
  },
  { name: '404', path: '/404', title: { page: 'notFound' }, primary: link('notFound.dashboard') },
  {
    name: 'unknown-path',
    path: '/no-such-page',
    title: { page: 'notFound' },
    primary: link('notFound.dashboard'),
  },
];

const ownerScreens = (ids: Ids): Screen[] => [
  {
    name: 'dashboard',
    path: '/dashboard',
    title: { page: 'dashboard' },
    primary: link('dashboard.newBusiness'),
  },
  {
    name: 'business-new',
    path: '/businesses/new',
    title: { page: 'newBusiness' },
    primary: button('businesses.form.create'),
  },
  {
    name: 'business-details',
    path: `/businesses/${ids.businessId}`,
    title: { page: 'businessDetails' },
    primary: link('businesses.details.edit'),
  },
  {
    name: 'business-edit',
    path: `/businesses/${ids.businessId}/edit`,
    title: { page: 'editBusiness' },
    primary: button('businesses.form.save'),
  },
  {
    name: 'products',
    path: '/products',
    title: { page: 'products' },
    primary: link('products.newProduct'),
  },
  {
    name: 'product-new',
    path: '/products/new',
    title: { page: 'newProduct' },
    primary: button('products.form.create'),
  },
  {
    name: 'product-edit',
    path: `/products/${ids.productId}/edit`,
    title: { page: 'editProduct' },
    primary: button('products.form.save'),
  },
  {
    name: 'categories',
    path: '/categories',
    title: { page: 'categories' },
    primary: link('categories.newCategory'),
  },
  {
    name: 'category-new',
    path: '/categories/new',
    title: { page: 'newCategory' },
    primary: button('categories.form.create'),
  },
  {
    name: 'category-edit',
    path: `/categories/${ids.categoryId}/edit`,
    title: { page: 'editCategory' },
    primary: button('categories.form.save'),
  },
  { name: 'menus', path: '/menus', title: { page: 'menus' }, primary: link('menus.newMenu') },
  {
    name: 'menu-new',
    path: '/menus/new',
    title: { page: 'newMenu' },
    primary: button('menus.form.create'),
  },
  {
    name: 'menu-edit',
    path: `/menus/${ids.menuId}/edit`,
    title: { page: 'editMenu' },
    primary: button('menus.form.save'),
  },
  {
    name: 'settings',
    path: '/settings',
    title: { page: 'settings' },
    primary: button('settings.changePassword.submit'),
  },
];

const adminScreens: Screen[] = [
  {
    name: 'admin',
    path: '/admin',
    title: { page: 'admin' },
    // The whole card is the link.
    primary: (page) => page.getByRole('main').locator('a[href="/admin/accounts"]'),
  },
  {
    name: 'admin-accounts',
    path: '/admin/accounts',
    title: { page: 'accounts' },
    primary: button('admin.accounts.refresh'),
  },
];

for (const viewport of VIEWPORTS) {
  test.describe(`the walk at ${viewport.name} size (${viewport.language})`, () => {
    test.use({ viewport: viewport.size });

    test('visitor screens', async ({ page, request }) => {
      const ids = await createCatalogue(request, roleAccount('owner'));
      await useLanguage(page, viewport.language);
      for (const screen of visitorScreens(ids, viewport.language))
        await visit(page, screen, viewport, 'visitor');
    });

    test('owner screens', async ({ ownerPage: page, request }) => {
      const ids = await createCatalogue(request, roleAccount('owner'));
      await useLanguage(page, viewport.language);
      await useSelectedBusiness(page, ids.businessId);
      for (const screen of ownerScreens(ids)) await visit(page, screen, viewport, 'owner');
    });

    test('admin screens', async ({ adminPage: page }) => {
      await useLanguage(page, viewport.language);
      for (const screen of adminScreens) await visit(page, screen, viewport, 'admin');
    });
  });
}

/** Opens `from` and expects to end on `to` (a path). */
async function expectRedirect(page: Page, from: string, to: string) {
  await openRedirecting(page, from);
  await expect(page, `${from} goes to ${to}`).toHaveURL((url) => url.pathname === to);
  if (to === '/') await expectLandingPage(page);
}

test.describe('the redirects of docs/product.md §2 and §6', () => {
  test('a visitor is sent to / from protected routes and to /sign-in from the admin', async ({
    page,
  }) => {
    for (const path of ['/dashboard', '/products', '/menus/new', '/settings'])
      await expectRedirect(page, path, '/');
    for (const path of ['/admin', '/admin/accounts']) await expectRedirect(page, path, '/sign-in');
  });

  test('a signed-in owner is sent to /dashboard from the landing, the auth screens and the admin', async ({
    ownerPage: page,
  }) => {
    for (const path of [
      '/',
      '/sign-in',
      '/sign-up',
      '/forgot-password',
      '/admin',
      '/admin/accounts',
    ])
      await expectRedirect(page, path, '/dashboard');
  });

  test('an owner with no business is sent to /dashboard from the create screens', async ({
    page,
    request,
  }) => {
    const account = await createActiveAccount(request, `walk-${randomUUID()}@carta.test`);
    await signInAs(page, request, account);
    for (const path of ['/products/new', '/categories/new', '/menus/new'])
      await expectRedirect(page, path, '/dashboard');
  });

  test('a missing menu and an unknown path show the not-found page', async ({ page }) => {
    for (const path of [`/m/${randomUUID()}`, '/no-such-page/deeper']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: text('en', 'notFound.heading') }),
      ).toBeVisible();
    }
  });
});
