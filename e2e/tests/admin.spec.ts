import type { Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  accessToken,
  createActiveAccount,
  type E2eAccount,
} from '../fixtures/accounts';
import { expect, roleAccount, test } from '../fixtures/roles';

// Issue 3 — an admin impersonates an account, sees its businesses, stops (docs/product.md §2 Admin and
// Layout, §4 Impersonation, §6).

let admin: E2eAccount;
let owner: E2eAccount;
const run = Date.now().toString(36);
const adminBusiness = `Admin Diner ${run}`;
const ownerBusiness = `Owner Trattoria ${run}`;

test.beforeAll(async ({ request }) => {
  admin = roleAccount('admin');
  owner = await createActiveAccount(request, `owner-${run}@carta.test`);
  for (const [account, name] of [
    [admin, adminBusiness],
    [owner, ownerBusiness],
  ] as const) {
    const token = await accessToken(request, account);
    const created = await request.post('/api/businesses', {
      data: { name },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
});

/** GET /api/accounts/me as the app sends it: the stored token plus the impersonation header. */
function whoAmI(page: Page) {
  return page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('carta.user') ?? '{}') as {
      tokens?: { access_token: string };
    };
    const impersonated = sessionStorage.getItem('carta.impersonate');
    const headers: Record<string, string> = {
      Authorization: `Bearer ${user.tokens?.access_token ?? ''}`,
    };
    if (impersonated) headers['X-Impersonate-Account'] = impersonated;
    const response = await fetch('/api/accounts/me', { headers });
    return (await response.json()) as { id: string; email: string };
  });
}

test('an admin impersonates an account, sees its businesses, stops', async ({
  adminPage: page,
}) => {
  const main = page.getByRole('main');
  const banner = page.getByText(`You are impersonating account: ${owner.email}`);

  await page.goto('/dashboard');
  await expect(main.getByText(adminBusiness).first()).toBeVisible();

  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await main.getByRole('link', { name: /Accounts/ }).click();
  await expect(page).toHaveURL(/\/admin\/accounts$/);

  const table = page.getByRole('table', { name: 'Accounts' });
  const ownerRow = table.getByRole('row', { name: new RegExp(owner.email) });
  await expect(ownerRow).toContainText(`ID ${owner.id.slice(0, 8)}`);
  await expect(ownerRow).toContainText('Active');
  await expect(ownerRow).toContainText('No roles');
  const adminRow = table.getByRole('row', { name: new RegExp(ADMIN_EMAIL) });
  await expect(adminRow).toContainText('Admin');
  await expect(adminRow.getByRole('button')).toHaveCount(0);

  // Starting sends the header on the businesses reload and opens the dashboard.
  const businessesCall = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/businesses',
  );
  await ownerRow.getByRole('button', { name: `Impersonate ${owner.email}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).toBeVisible();
  expect((await businessesCall).headers()['x-impersonate-account']).toBe(owner.id);
  await expect(main.getByText(ownerBusiness).first()).toBeVisible();
  await expect(main.getByText(adminBusiness)).toHaveCount(0);
  expect(await whoAmI(page)).toMatchObject({ id: owner.id, email: owner.email });

  // Kept for the tab: a reload still impersonates; the account list marks who is impersonated.
  await page.reload();
  await expect(banner).toBeVisible();
  await page.goto('/admin/accounts');
  await expect(ownerRow.getByRole('button', { name: 'Impersonating' })).toBeDisabled();

  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await expect(page.getByText(/You are impersonating account/)).toHaveCount(0);
  await expect(ownerRow.getByRole('button', { name: `Impersonate ${owner.email}` })).toBeEnabled();
  expect(await page.evaluate(() => sessionStorage.getItem('carta.impersonate'))).toBeNull();
  expect(await whoAmI(page)).toMatchObject({ id: admin.id, email: ADMIN_EMAIL });

  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(main.getByText(adminBusiness).first()).toBeVisible();
  await expect(main.getByText(ownerBusiness)).toHaveCount(0);
});

// Issue 15 — the admin area lists outgoing mail: the owner's activation e-mail, delivered.
test('an admin sees the outgoing mail', async ({ adminPage: page }) => {
  await page.goto('/admin');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Outgoing mail/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/mail$/);
  const table = page.getByRole('table', { name: 'Outgoing mail' });
  await expect(table.getByRole('row', { name: new RegExp(owner.email) })).toContainText('Sent');
});
