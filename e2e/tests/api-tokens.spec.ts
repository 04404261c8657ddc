import { expect, test } from '@playwright/test';
import { createActiveAccount } from '../fixtures/accounts';
import { signIn } from '../fixtures/session';

// Issue 16, "Personal API tokens" (docs/integrations.md): a token made in Settings works as
// `Authorization: Bearer` on the same API, within its scope, until it is revoked.

const uniqueEmail = () => `tokens-${Date.now()}-${Math.floor(Math.random() * 1e6)}@carta.test`;

test('create a read-only token in Settings, read with it, be refused a write, revoke it', async ({
  page,
  request,
}) => {
  const account = await createActiveAccount(request, uniqueEmail());
  await signIn(page, account.email, account.password);
  await page.goto('/settings');

  const card = page.getByRole('region', { name: 'API tokens' });
  await expect(card.getByText('You have no API tokens yet.')).toBeVisible();
  await card.getByRole('textbox', { name: 'Name' }).fill('E2E reader');
  await card.getByRole('radio', { name: /Read only/ }).check();
  await card.getByRole('combobox', { name: 'Expires after' }).selectOption({ label: '7 days' });
  await card.getByRole('button', { name: 'Create token' }).click();

  const shown = card.getByRole('textbox', { name: 'New API token' });
  await expect(shown).toHaveValue(/^carta_pat_[A-Za-z0-9_-]{43}$/);
  await expect(card.getByText("you won't see it again")).toBeVisible();
  const token = await shown.inputValue();
  const list = card.getByRole('list', { name: 'Your API tokens' });
  await expect(list).toContainText('E2E reader');
  await expect(list).toContainText(`…${token.slice(-4)}`);
  await expect(list).not.toContainText(token);

  const auth = { authorization: `Bearer ${token}` };
  const read = await request.get('/api/businesses', { headers: auth });
  expect(read.status()).toBe(200);
  expect(await read.json()).toMatchObject({ items: [] });
  const write = await request.post('/api/businesses', {
    headers: auth,
    data: { name: 'Token Bistro' },
  });
  expect(write.status()).toBe(403);
  expect(await write.json()).toMatchObject({ code: 'apiTokenReadOnly' });

  // Done hides the token for good.
  await card.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  await list.getByRole('button', { name: 'Revoke E2E reader' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke this token?' });
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(dialog).toBeHidden();
  await expect(list).toContainText('Revoked');

  const after = await request.get('/api/businesses', { headers: auth });
  expect(after.status()).toBe(401);
});
