import { accessToken } from '../fixtures/accounts';
import { expect, roleAccount, test, useSelectedBusiness } from '../fixtures/roles';

// docs/product.md, "Errors, loading and offline": offline, a write fails at once with the network
// message and is never replayed when the connection returns; a banner says the browser is offline.

test('offline, creating a product fails at once and is not replayed when the connection returns', async ({
  ownerPage: page,
  request,
}) => {
  const token = await accessToken(request, roleAccount('owner'));
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/businesses', {
    headers,
    data: { name: `Offline bistro ${Date.now()}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const businessId = ((await created.json()) as { id: string }).id;
  const productsNamed = async (name: string) => {
    const response = await request.get(
      `/api/products?business_id=${businessId}&name=${encodeURIComponent(name)}`,
      { headers },
    );
    expect(response.status()).toBe(200);
    return ((await response.json()) as { pagination: { total: number } }).pagination.total;
  };

  await useSelectedBusiness(page, businessId);
  await page.goto('/products/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Gazpacho');
  await page.getByRole('textbox', { name: 'Price' }).fill('6.5');

  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await page.context().setOffline(true);
  await expect(banner).toBeVisible();

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(
    page.getByText('Network error: Unable to connect to the server').first(),
  ).toBeVisible({ timeout: 5_000 });
  await expect(page).toHaveURL(/\/products\/new$/);

  await page.context().setOffline(false);
  await expect(banner).toBeHidden();
  // Long enough for a paused write to have gone out on reconnection.
  await page.waitForTimeout(2_000);
  expect(await productsNamed('Gazpacho')).toBe(0);

  // Online again, the same form creates it once.
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/products$/);
  expect(await productsNamed('Gazpacho')).toBe(1);
});
