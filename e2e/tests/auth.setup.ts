import { expect, test as setup } from '@playwright/test';
import { ADMIN_EMAIL, OWNER_EMAIL, ensureAccount } from '../fixtures/accounts';
import { stateFile } from '../fixtures/roles';
import { signIn } from '../fixtures/session';

// Signs in the shared owner and the admin once per run and saves their browser state for
// fixtures/roles.ts (ownerPage, adminPage).

for (const [role, email] of [
  ['owner', OWNER_EMAIL],
  ['admin', ADMIN_EMAIL],
] as const) {
  setup(`sign in as the ${role}`, async ({ page, request, browser }) => {
    const account = await ensureAccount(request, email);
    await signIn(page, account.email, account.password);
    await page.context().storageState({ path: stateFile(role) });

    // The saved state alone (no memory, no session storage) opens the dashboard signed in.
    const restored = await browser.newContext({ storageState: stateFile(role) });
    try {
      const dashboard = await restored.newPage();
      await dashboard.goto('/dashboard');
      await expect(dashboard.getByRole('button', { name: /^Open user menu/ })).toBeVisible();
      await expect(dashboard).toHaveURL(/\/dashboard$/);
      await expect(dashboard.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(
        role === 'admin' ? 1 : 0,
      );
    } finally {
      await restored.close();
    }
  });
}
