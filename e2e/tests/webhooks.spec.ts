import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { accessToken, createActiveAccount } from '../fixtures/accounts';
import { signIn } from '../fixtures/session';

// Issue 16 — an owner registers a webhook endpoint in Settings; a product change reaches the
// receiver signed as docs/integrations.md says, and Settings lists the delivery as delivered.
// The e2e server runs with WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=true so it may call 127.0.0.1.

const uniqueEmail = () => `webhooks-${Date.now()}-${Math.floor(Math.random() * 1e6)}@carta.test`;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** docs/integrations.md, "Verifying a delivery". */
function verified(secret: string, { headers, body }: Received): boolean {
  const timestamp = String(headers['carta-webhook-timestamp']);
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = Buffer.from(
    `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
  );
  const given = Buffer.from(String(headers['carta-webhook-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

test('register an endpoint in Settings, change a product, see the signed delivery delivered', async ({
  page,
  request,
}) => {
  const received: Received[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/carta`;

  try {
    const account = await createActiveAccount(request, uniqueEmail());
    const headers = { Authorization: `Bearer ${await accessToken(request, account)}` };
    const business = await request.post('/api/businesses', {
      headers,
      data: { name: 'E2E Webhook Cafe' },
    });
    expect(business.status()).toBe(201);
    const product = await request.post('/api/products', {
      headers,
      data: { name: 'Gazpacho', price: '6.50', business: { id: (await business.json()).id } },
    });
    expect(product.status()).toBe(201);

    await signIn(page, account.email, account.password);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('form', { name: 'New webhook endpoint' });
    await form.getByLabel('Endpoint URL').fill(url);
    await form.getByRole('checkbox', { name: 'Product sold out' }).check();
    await form.getByRole('button', { name: 'Save endpoint' }).click();
    const secret = (await page.getByLabel('Signing secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(url)).toBeVisible();

    // The product is marked sold out (as a till would, through the API).
    const soldOut = await request.patch(`/api/products/${(await product.json()).id}`, {
      headers,
      data: { sold_out: true },
    });
    expect(soldOut.status()).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    const delivery = received[0]!;
    expect(verified(secret, delivery)).toBe(true);
    expect(JSON.parse(delivery.body)).toMatchObject({
      event: 'product.sold_out',
      data: { type: 'product', name: 'Gazpacho' },
    });

    await page.reload();
    await expect(page.getByText('Last: Delivered')).toBeVisible();
    await page.getByRole('button', { name: 'Show deliveries' }).click();
    const row = page.getByRole('list', { name: 'Recent deliveries' }).getByRole('listitem');
    await expect(row).toContainText('Delivered');
    await expect(row).toContainText('Product sold out');
    await expect(row).toContainText('HTTP 204');
    await expect(row.getByRole('button', { name: /^Re-send/ })).toBeVisible();
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
