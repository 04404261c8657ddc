import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { axeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/roles';

// The landing page `/` (docs/product.md §1, landing): server-rendered per language, its calls to
// action, the demo menu's theme switcher (CSS only), the language switch, a signed-in visitor sent
// to /dashboard, axe (WCAG 2.2 A/AA) on phone and desktop, and the plans with JavaScript off.

const VIEWPORTS = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1280, height: 800 } },
] as const;
const SHOTS = process.env.CARTA_LANDING_SHOTS ?? '/tmp/landing-shots';

const visibleDemo = (page: Page) => page.locator('.demo-panel:visible');

for (const { name, size } of VIEWPORTS) {
  test.describe(`landing page on a ${name}`, () => {
    test.use({ viewport: size });

    test('English: calls to action, demo themes, plans, no axe violation', async ({ page }) => {
      await page.goto('/?lang=en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Create your first menu in under 5 minutes' }),
      ).toBeVisible();
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/sign-in',
      );
      await expect(header.getByRole('link', { name: 'Start free' })).toHaveAttribute(
        'href',
        '/sign-up',
      );
      for (const plan of ['Starter', 'Professional', 'Enterprise']) {
        await expect(
          page.getByRole('heading', { level: 3, name: plan, exact: true }),
        ).toBeVisible();
      }
      await expect(page.getByText('Up to 5 businesses')).toBeVisible();

      // The demo: the classic preset first; choosing another theme shows the menu in it.
      await expect(visibleDemo(page)).toHaveCount(1);
      await expect(visibleDemo(page)).toHaveAttribute('data-preset', 'classic');
      const classicBackground = await visibleDemo(page)
        .locator('.pm')
        .evaluate((element) => getComputedStyle(element).backgroundImage);
      await page.getByRole('radio', { name: 'Modern' }).check({ force: true });
      await expect(visibleDemo(page)).toHaveAttribute('data-preset', 'modern');
      const modernBackground = await visibleDemo(page)
        .locator('.pm')
        .evaluate((element) => getComputedStyle(element).backgroundImage);
      expect(modernBackground).toContain('linear-gradient');
      expect(modernBackground).not.toBe(classicBackground);
      await expect(visibleDemo(page).getByText('Grilled salmon')).toBeVisible();
      await page.getByRole('radio', { name: 'Elegant' }).check({ force: true });
      await expect(visibleDemo(page)).toHaveAttribute('data-preset', 'elegant');
      await page.getByRole('radio', { name: 'Classic' }).check({ force: true });

      expect(await axeViolations(page)).toEqual([]);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${name}-en.png`, fullPage: true });

      await header.getByRole('link', { name: 'Start free' }).click();
      await expect(page).toHaveURL(/\/sign-up$/);
      await page.goto('/?lang=en');
      await page.getByRole('link', { name: 'Sign in' }).first().click();
      await expect(page).toHaveURL(/\/sign-in$/);
    });

    test('Spanish through the language link, remembered for the next visit', async ({ page }) => {
      await page.goto('/?lang=en');
      await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
      await expect(page).toHaveURL(/\/\?lang=es$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Crea tu primer menú en menos de 5 minutos' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Profesional' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${name}-es.png`, fullPage: true });

      // `/` without ?lang= follows the choice (the browser here asks for English).
      await page.goto('/');
      await expect(page).toHaveURL(/\/\?lang=es$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });
  });
}

test('a signed-in visitor goes from / to /dashboard', async ({ ownerPage }) => {
  await ownerPage.goto('/');
  await expect(ownerPage).toHaveURL(/\/dashboard$/);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('signing out returns to the real landing page', async ({ ownerPage }) => {
  await ownerPage.goto('/dashboard');
  await ownerPage.getByRole('button', { name: /^Open user menu/ }).click();
  await ownerPage.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(ownerPage.getByRole('heading', { level: 3, name: 'Professional' })).toBeVisible();
  await expect(ownerPage).toHaveURL(/\/(\?lang=en)?$/);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the plans, claims and demo themes still work', async ({ page }) => {
    await page.goto('/?lang=en');
    await expect(page.getByText('Trusted by 10,000 businesses')).toBeVisible();
    await expect(page.getByText('$19')).toBeVisible();
    await expect(page.getByText('Up to 3 menus')).toBeVisible();
    await expect(page.getByText('Custom', { exact: true })).toBeVisible();
    await page.getByText('Modern', { exact: true }).click();
    await expect(visibleDemo(page)).toHaveAttribute('data-preset', 'modern');
  });
});
