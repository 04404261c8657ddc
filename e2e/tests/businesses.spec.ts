import { expect, test, type Locator } from '@playwright/test';
import { createActiveAccount } from '../fixtures/accounts';
import { solidPng } from '../fixtures/png';
import { signIn, toasts } from '../fixtures/session';

// Issue 4 — an owner manages a business with a logo through the production build
// (docs/product.md §2 Dashboard and Businesses, §4 business selection and image upload).

const uniqueEmail = () => `biz-${Date.now()}-${Math.floor(Math.random() * 1e6)}@carta.test`;

/** True once the image has been fetched and decoded. */
const imageLoaded = (image: Locator) =>
  expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);

test('create a business with a logo, see it selected and counted, edit it, see its activity, delete it', async ({
  page,
  request,
}) => {
  const account = await createActiveAccount(request, uniqueEmail());
  await signIn(page, account.email, account.password);

  // Empty dashboard: the create-first-business call to action.
  await expect(page.getByRole('heading', { name: 'No businesses yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create your first business' }).click();
  await expect(page).toHaveURL(/\/businesses\/new$/);

  await page.getByRole('textbox', { name: 'Name' }).fill('E2E Bistro');
  await page.getByRole('textbox', { name: 'Website' }).fill('https://bistro.example');
  await page.getByRole('textbox', { name: 'Instagram' }).fill('e2e.bistro');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(320, 240, [220, 60, 40]),
  });
  const preview = page.getByRole('img', { name: 'Image preview' });
  await expect(page.getByRole('button', { name: 'Change' })).toBeVisible();
  await expect(preview).not.toHaveAttribute('src', /^blob:/);
  await imageLoaded(preview);

  await page.getByRole('button', { name: 'Create business' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page).getByText('Business created', { exact: true })).toBeVisible();

  // Selected and counted.
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'E2E Bistro' }) });
  await expect(card.getByText('Currently selected')).toBeVisible();
  await imageLoaded(card.locator('img'));
  const totals = page.getByRole('list', { name: 'Totals' });
  await expect(totals.getByRole('listitem').first()).toHaveText(/Businesses\s*1/);
  await expect(page.getByRole('combobox', { name: 'Business' })).toHaveText(/E2E Bistro/);
  await expect(page.getByRole('link', { name: 'Business details' })).toBeVisible();

  // Edit it.
  await card.getByRole('link', { name: 'Edit E2E Bistro' }).click();
  await expect(page).toHaveURL(/\/businesses\/[0-9a-f-]+\/edit$/);
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('E2E Bistro');
  await name.fill('E2E Bistro Renamed');
  await page.getByRole('button', { name: 'Save changes' }).click();

  // Its page: details, contact links and the activity log.
  await expect(page).toHaveURL(/\/businesses\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Bistro Renamed' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(
    'E2E Bistro Renamed',
  );
  await expect(page.getByText('Currently selected')).toBeVisible();
  await expect(page.getByRole('link', { name: /Website/ })).toHaveAttribute(
    'href',
    'https://bistro.example',
  );
  await expect(page.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
    'href',
    'https://www.instagram.com/e2e.bistro',
  );
  const activity = page.locator('li').filter({ has: page.locator('time') });
  await expect(activity.first()).toContainText('Business updated · E2E Bistro Renamed');
  await expect(activity.first()).toContainText('just now');
  await expect(activity.nth(1)).toContainText('Business created · E2E Bistro');

  // Delete it from the dashboard, after confirming.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('button', { name: 'Delete E2E Bistro Renamed' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this business?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete business' }).click();
  await expect(toasts(page).getByText('Business deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No businesses yet' })).toBeVisible();
  await expect(page.getByText('No businesses yet').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Business details' })).toHaveCount(0);
});
