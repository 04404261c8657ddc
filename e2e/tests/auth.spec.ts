import { expect, test, type Page } from '@playwright/test';
import { expectLandingPage, openRedirecting } from '../fixtures/navigation';
import { listMailFiles, waitForMailLink } from '../fixtures/outbox';

// Issue 3 — accounts end to end through the production build, with the real ALTCHA widget
// (docs/product.md §2 authentication screens, §4 session and activation).

const ACTIVATION_LINK = /https?:\/\/[^\s"'<>]+\/api\/accounts\/activate\/[A-Za-z0-9_-]+/;
const RESET_LINK = /https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9_-]+/;

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@carta.test`;

/** Ticks the ALTCHA checkbox (by its label, as a user does) and waits for the proof of work. */
async function solveCaptcha(page: Page) {
  const widget = page.locator('altcha-widget');
  await widget.getByText("I'm not a robot").click();
  await expect(widget.locator('[data-state="verified"]').first()).toBeAttached({ timeout: 30_000 });
}

async function signUpAndActivate(page: Page, email: string, password: string) {
  const seen = new Set(listMailFiles());
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  const submit = page.getByRole('button', { name: 'Create account' });
  await expect(submit).toBeDisabled();
  await solveCaptcha(page);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const { link } = await waitForMailLink(email, ACTIVATION_LINK, { skip: seen });
  await page.goto(link);
  await expect(page).toHaveURL(/\/sign-in\?activated=true$/);
  await expect(page.getByText('Account activated')).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign up with ALTCHA, activate from the e-mail, sign in, reload, sign out', async ({
  page,
}) => {
  const email = uniqueEmail('owner');
  const password = 'first-password-1';

  await signUpAndActivate(page, email, password);

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The account's first sign-in (docs/product.md §2 sign-in).
  await expect(page.getByRole('listitem').filter({ hasText: 'Welcome!' })).toBeVisible();
  const userMenu = page.getByRole('button', { name: /^Open user menu/ });
  await expect(userMenu).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(userMenu).toBeVisible();

  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectLandingPage(page);
  await openRedirecting(page, '/dashboard');
  await expectLandingPage(page);
});

test('forgot password with ALTCHA, reset from the e-mail, sign in with the new password', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  const oldPassword = 'old-password-1';
  const newPassword = 'new-password-2';
  await signUpAndActivate(page, email, oldPassword);

  const seen = new Set(listMailFiles());
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const { link } = await waitForMailLink(email, RESET_LINK, { skip: seen });
  await page.goto(link);
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await signIn(page, email, oldPassword);
  await expect(page.getByRole('alert')).toContainText('Invalid credentials');
  await expect(page).toHaveURL(/\/sign-in$/);

  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.evaluate(() => localStorage.clear());
  // The link works once: a used one says so before any field is filled.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Invalid reset link');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});
