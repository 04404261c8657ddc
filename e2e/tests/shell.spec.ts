import { expect, test } from '@playwright/test';
import { expectLandingPage, openRedirecting } from '../fixtures/navigation';

// Issue 2 — the app shell served by the production build (docs/product.md §2 public routes, §4 language).

test('the API answers health after a database round trip', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('the landing page shows the product and its calls to action', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Carta/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /sign in/i }).first()).toHaveAttribute(
    'href',
    '/sign-in',
  );
  await expect(
    page.getByRole('link', { name: /sign up|get started|create/i }).first(),
  ).toHaveAttribute('href', '/sign-up');
});

test('an unknown path shows the 404 page with its links (docs/product.md §2)', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  for (const href of ['/dashboard', '/products', '/menus']) {
    await expect(page.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});

test('a protected route sends a visitor back to the landing page (docs/product.md §2)', async ({
  page,
}) => {
  await openRedirecting(page, '/dashboard');
  await expectLandingPage(page);
});

test('switching to Spanish changes visible text and survives a reload (docs/product.md §4)', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const signIn = page.getByRole('link', { name: /sign in/i }).first();
  await expect(signIn).toBeVisible();

  // The landing page's language switch is a link to /?lang=es, remembered for the app too.
  await page.getByRole('link', { name: 'Español' }).first().click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: /iniciar sesión/i }).first()).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: /iniciar sesión/i }).first()).toBeVisible();
});
