import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  type WebhookDelivery,
  type WebhookEvent,
} from '@carta/shared';
import { webhookDeliveries, webhookEndpoints } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createBusiness, createProduct } from '../helpers/fixtures';
import { callAs, createOwner, type Call, type Owner } from '../helpers/sessions';
import { eventually } from '../helpers/smtp';

/**
 * Webhooks (docs/integrations.md, "Webhooks"): signed deliveries a real receiver verifies the way
 * the documentation tells receivers to, retries with backoff, re-sending, secret rotation, and
 * no delivery to private or local addresses unless the operator allows them.
 */

/** Retries in milliseconds instead of seconds. */
const FAST = { pollMs: 50, retryBaseMs: 30, maxRetryMs: 100, timeoutMs: 2_000 };
const ALLOW = { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' };

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 answering each request with the next of `statuses` (then the last). */
async function startReceiver(statuses: number[] = [200]) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: `http://127.0.0.1:${port}/hooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What docs/integrations.md tells a receiver to do: HMAC-SHA256 of `<timestamp>.<raw body>` with
 * the secret, compared in constant time with the `v1=` signature, and a timestamp no older than
 * five minutes.
 */
function verify(secret: string, headers: IncomingHttpHeaders, body: string, nowSeconds: number) {
  const timestamp = String(headers['carta-webhook-timestamp']);
  const signature = String(headers['carta-webhook-signature']);
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > 300) return false;
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  const a = Buffer.from(expected);
  const b = Buffer.from(signature);
  return a.length === b.length && timingSafeEqual(a, b);
}

const apps: TestApp[] = [];
async function appWith(env: Record<string, string> = ALLOW) {
  const t = await createTestApp({ env, webhooks: FAST });
  apps.push(t);
  const owner = await createOwner(t);
  const call = callAs(t, owner);
  const business = await createBusiness(t, owner);
  return { t, owner, call, business };
}
afterEach(async () => {
  while (apps.length > 0) await apps.pop()!.close();
});

async function register(
  call: Call,
  businessId: string,
  url: string,
  events: WebhookEvent[],
  enabled = true,
) {
  const response = await call('POST', `/api/businesses/${businessId}/webhooks`, {
    url,
    events,
    enabled,
  });
  expect(response.statusCode, response.body).toBe(201);
  return WebhookEndpointWithSecretSchema.parse(response.json());
}

async function deliveries(call: Call, endpointId: string): Promise<WebhookDelivery[]> {
  const response = await call('GET', `/api/webhooks/${endpointId}/deliveries`);
  expect(response.statusCode, response.body).toBe(200);
  return WebhookDeliverySchema.array().parse(response.json());
}

describe('deliveries', () => {
  it('a product change reaches a subscribed endpoint, signed, and no unsubscribed or disabled one', async () => {
    const receiver = await startReceiver();
    const { t, owner, call, business } = await appWith();
    const subscribed = await register(call, business.id, receiver.url, ['product.changed']);
    const other = await register(call, business.id, `${receiver.url}?other`, ['menu.changed']);
    const off = await register(
      call,
      business.id,
      `${receiver.url}?off`,
      ['product.changed'],
      false,
    );
    expect(subscribed.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const product = await createProduct(t, owner, business.id);
    expect(
      (await call('PATCH', `/api/products/${product.id}`, { name: 'Marinara' })).statusCode,
    ).toBe(200);
    await t.app.webhookQueue.drain();
    await eventually(() => receiver.received.length >= 2);
    await t.app.webhookQueue.drain();

    expect(receiver.received).toHaveLength(2);
    const now = Math.floor(Date.now() / 1000);
    for (const { headers, body } of receiver.received) {
      expect(verify(subscribed.secret, headers, body, now)).toBe(true);
      // Another secret, a changed body or an old timestamp do not verify.
      expect(verify(other.secret, headers, body, now)).toBe(false);
      expect(verify(subscribed.secret, headers, body.replace('Mar', 'Xar'), now)).toBe(false);
      expect(verify(subscribed.secret, headers, body, now + 301)).toBe(false);
      expect(headers['content-type']).toBe('application/json');
    }
    const [created, updated] = receiver.received.map((r) => JSON.parse(r.body));
    expect(created.data).toEqual({
      type: 'product',
      action: 'created',
      id: product.id,
      name: 'Margherita',
    });
    expect(updated).toMatchObject({
      event: 'product.changed',
      business_id: business.id,
      data: { type: 'product', action: 'updated', id: product.id, name: 'Marinara' },
    });
    expect(receiver.received[1]!.headers['carta-webhook-id']).toBe(updated.id);

    const list = await deliveries(call, subscribed.id);
    expect(list.map((d) => [d.event, d.state, d.last_status, d.attempts])).toEqual([
      ['product.changed', 'delivered', 200, 1],
      ['product.changed', 'delivered', 200, 1],
    ]);
    expect(list[0]!.id).toBe(updated.id);
    expect(await deliveries(call, other.id)).toEqual([]);
    expect(await deliveries(call, off.id)).toEqual([]);
    const endpoints = WebhookEndpointSchema.array().parse(
      (await call('GET', `/api/businesses/${business.id}/webhooks`)).json(),
    );
    expect(endpoints.map((e) => e.last_delivery?.state ?? null)).toEqual(['delivered', null, null]);
    expect(endpoints.every((e) => !('secret' in e))).toBe(true);
    await receiver.close();
  });

  it('sold out sends product.sold_out, back in stock product.back_in_stock', async () => {
    const receiver = await startReceiver();
    const { t, owner, call, business } = await appWith();
    await register(call, business.id, receiver.url, ['product.sold_out', 'product.back_in_stock']);
    const product = await createProduct(t, owner, business.id);
    await call('PATCH', `/api/products/${product.id}`, { sold_out: true });
    await call('PATCH', `/api/products/${product.id}`, { sold_out: true, name: 'Still sold out' });
    await call('PATCH', `/api/products/${product.id}`, { sold_out: false });
    await eventually(() => receiver.received.length >= 2);
    await t.app.webhookQueue.drain();
    expect(receiver.received.map((r) => JSON.parse(r.body).event)).toEqual([
      'product.sold_out',
      'product.back_in_stock',
    ]);
    await receiver.close();
  });

  it('is retried with backoff after the receiver fails twice, and delivered on the third attempt', async () => {
    const receiver = await startReceiver([500, 500, 200]);
    const { call, business } = await appWith();
    const endpoint = await register(call, business.id, receiver.url, ['business.changed']);
    await call('PATCH', `/api/businesses/${business.id}`, { name: 'Cafe Sol' });
    await eventually(() => receiver.received.length >= 3);
    await eventually(async () => (await deliveries(call, endpoint.id))[0]?.state === 'delivered');
    const [delivery] = await deliveries(call, endpoint.id);
    expect(delivery).toMatchObject({
      state: 'delivered',
      attempts: 3,
      last_status: 200,
      last_error: null,
    });
    // Every attempt carries the same delivery id, each freshly signed.
    expect(new Set(receiver.received.map((r) => r.headers['carta-webhook-id']))).toEqual(
      new Set([delivery!.id]),
    );
    await receiver.close();
  });

  it('is given up at its deadline with the last status kept, and can be re-sent', async () => {
    const receiver = await startReceiver([503]);
    const { t, call, business } = await appWith();
    const endpoint = await register(call, business.id, receiver.url, ['business.changed']);
    await call('PATCH', `/api/businesses/${business.id}`, { name: 'Cafe Sol' });
    // The deadline is near: the first retry would come after it.
    await t.database.db.update(webhookDeliveries).set({ giveUpAt: new Date(Date.now() + 10) });
    await eventually(async () => (await deliveries(call, endpoint.id))[0]?.state === 'failed');
    const [failed] = await deliveries(call, endpoint.id);
    expect(failed).toMatchObject({ last_status: 503, last_error: 'the receiver answered 503' });
    const attempts = failed!.attempts;
    expect(receiver.received).toHaveLength(attempts);

    const again = await call('POST', `/api/webhook-deliveries/${failed!.id}/resend`);
    expect(again.statusCode, again.body).toBe(202);
    expect(WebhookDeliverySchema.parse(again.json())).toMatchObject({
      id: failed!.id,
      state: 'queued',
    });
    // Still queued or being sent: not again.
    const pending = await call('POST', `/api/webhook-deliveries/${failed!.id}/resend`);
    expect([202, 409]).toContain(pending.statusCode);
    await eventually(() => receiver.received.length > attempts);
    expect(JSON.parse(receiver.received[attempts]!.body).id).toBe(failed!.id);
    await receiver.close();
  });

  it('a ping reaches the endpoint whatever it subscribes to; a rotated secret signs from then on', async () => {
    const receiver = await startReceiver();
    const { t, call, business } = await appWith();
    const endpoint = await register(call, business.id, receiver.url, ['menu.changed'], false);
    const ping = await call('POST', `/api/webhooks/${endpoint.id}/ping`);
    expect(ping.statusCode, ping.body).toBe(202);
    await eventually(() => receiver.received.length === 1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ event: 'ping', data: {} });

    const rotated = await call('POST', `/api/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const { secret } = WebhookEndpointWithSecretSchema.parse(rotated.json());
    expect(secret).not.toBe(endpoint.secret);
    await call('POST', `/api/webhooks/${endpoint.id}/ping`);
    await eventually(() => receiver.received.length === 2);
    const now = Math.floor(Date.now() / 1000);
    const { headers, body } = receiver.received[1]!;
    expect(verify(secret, headers, body, now)).toBe(true);
    expect(verify(endpoint.secret, headers, body, now)).toBe(false);
    await t.app.webhookQueue.drain();
    await receiver.close();
  });
});

describe('owner read cache', () => {
  it('never answers delivery states from the cache: the worker changes them between requests', async () => {
    const receiver = await startReceiver();
    const { t, call, business } = await appWith({ ...ALLOW, OWNER_READ_CACHE: 'true' });
    const endpoint = await register(call, business.id, receiver.url, ['menu.changed']);
    await t.app.webhookQueue.stop();
    expect((await call('POST', `/api/webhooks/${endpoint.id}/ping`)).statusCode).toBe(202);
    expect((await deliveries(call, endpoint.id)).map((d) => d.state)).toEqual(['queued']);
    const list = await call('GET', `/api/businesses/${business.id}/webhooks`);
    expect(list.json()[0].last_delivery.state).toBe('queued');

    await t.app.webhookQueue.drain();
    expect(receiver.received).toHaveLength(1);
    expect((await deliveries(call, endpoint.id)).map((d) => d.state)).toEqual(['delivered']);
    const again = await call('GET', `/api/businesses/${business.id}/webhooks`);
    expect(again.json()[0].last_delivery.state).toBe('delivered');
    expect((await call('GET', `/api/webhooks/${endpoint.id}`)).json().last_delivery.state).toBe(
      'delivered',
    );
    await receiver.close();
  });
});

describe('private and local addresses (WEBHOOKS_ALLOW_PRIVATE_ADDRESSES off)', () => {
  let connections = 0;
  let port = 0;
  const listener = createTcpServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  it('refuses plain http and private or local literal addresses at registration', async () => {
    const { call, business } = await appWith({});
    const cases: [string, string][] = [
      [`http://example.com/hooks`, 'webhookUrlNotHttps'],
      [`https://127.0.0.1:${port}/`, 'webhookAddressNotAllowed'],
      ['https://10.0.0.1/', 'webhookAddressNotAllowed'],
      ['https://169.254.169.254/latest/meta-data', 'webhookAddressNotAllowed'],
      [`https://[::1]:${port}/`, 'webhookAddressNotAllowed'],
      ['https://[::ffff:127.0.0.1]/', 'webhookAddressNotAllowed'],
      ['https://[fd00::1]/', 'webhookAddressNotAllowed'],
      [`https://localhost:${port}/`, 'webhookAddressNotAllowed'],
      // Other spellings of the same hosts (issue 26 item 6): normalised before the check.
      [`https://localhost.:${port}/`, 'webhookAddressNotAllowed'],
      ['https://LOCALHOST./', 'webhookAddressNotAllowed'],
      ['https://LocalHost/', 'webhookAddressNotAllowed'],
      ['https://localhost../', 'webhookAddressNotAllowed'],
      ['https://ｌｏｃａｌｈｏｓｔ/', 'webhookAddressNotAllowed'],
      ['https://ｌｏｃａｌｈｏｓｔ。/', 'webhookAddressNotAllowed'],
      ['https://%6c%6fcalhost./', 'webhookAddressNotAllowed'],
      ['https://hooks.localhost./', 'webhookAddressNotAllowed'],
      [`https://127.0.0.1.:${port}/`, 'webhookAddressNotAllowed'],
      ['https://0x7f.1../', 'webhookAddressNotAllowed'],
    ];
    for (const [url, code] of cases) {
      const response = await call('POST', `/api/businesses/${business.id}/webhooks`, {
        url,
        events: ['product.changed'],
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fields.url.code, url).toBe(code);
    }
    expect(connections).toBe(0);
  });

  it('refuses at delivery an endpoint whose host is (or resolves to) a private or local address', async () => {
    const { t, call, business } = await appWith({});
    // As if registered while the name resolved elsewhere (DNS rebinding), or before a rule changed.
    const urls = [
      `https://localhost:${port}/`,
      `https://LOCALHOST.:${port}/`,
      `https://127.0.0.1:${port}/`,
      `https://[::1]:${port}/`,
      'https://10.0.0.1/',
      'https://169.254.169.254/',
      `https://[::ffff:7f00:1]:${port}/`,
      `http://127.0.0.1:${port}/`,
    ];
    await t.database.db.insert(webhookEndpoints).values(
      urls.map((url) => ({
        businessId: business.id,
        url,
        secret: 'whsec_test',
        events: ['business.changed' as const],
      })),
    );
    await call('PATCH', `/api/businesses/${business.id}`, { name: 'Cafe Sol' });
    await t.app.webhookQueue.drain();
    const rows = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.businessId, business.id));
    expect(rows).toHaveLength(urls.length);
    for (const row of rows) {
      expect(row.state).toBe('queued');
      expect(row.lastStatus).toBeNull();
      expect(row.lastError).toMatch(/^refused: /);
    }
    // Both spellings of localhost are refused as localhost, not merely left unresolved.
    expect(
      rows.filter(
        (row) =>
          row.lastError === 'refused: localhost resolves to 127.0.0.1, a private or local address',
      ),
    ).toHaveLength(2);
    expect(connections).toBe(0);
  });
});

describe('the API', () => {
  it('validates with field messages and limits endpoints per business', async () => {
    const { call, business } = await appWith();
    const bad = await call('POST', `/api/businesses/${business.id}/webhooks`, {
      url: 'ftp://example.com',
      events: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      url: { code: 'urlInvalid' },
      events: { code: 'webhookEventsRequired' },
    });
    const unknown = await call('POST', `/api/businesses/${business.id}/webhooks`, {
      url: 'https://example.com/' + 'a'.repeat(2000),
      events: ['order.placed'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toMatchObject({
      url: { code: 'urlTooLong' },
      'events.0': { code: 'webhookEventInvalid' },
    });
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX; i += 1) {
      await register(call, business.id, `https://example.com/${i}`, ['menu.changed']);
    }
    const tooMany = await call('POST', `/api/businesses/${business.id}/webhooks`, {
      url: 'https://example.com/6',
      events: ['menu.changed'],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('webhookEndpointsTooMany');
  });

  it("updates and deletes an endpoint; another owner's endpoints, deliveries and business answer 404", async () => {
    const { t, call, business } = await appWith();
    const endpoint = await register(call, business.id, 'https://example.com/a', ['menu.changed']);
    const changed = await call('PATCH', `/api/webhooks/${endpoint.id}`, {
      events: ['menu.changed', 'category.changed'],
      enabled: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(WebhookEndpointSchema.parse(changed.json())).toMatchObject({
      url: 'https://example.com/a',
      events: ['menu.changed', 'category.changed'],
      enabled: false,
    });
    const ping = WebhookDeliverySchema.parse(
      (await call('POST', `/api/webhooks/${endpoint.id}/ping`)).json(),
    );

    const stranger: Owner = await createOwner(t);
    const as = callAs(t, stranger);
    for (const [method, url] of [
      ['GET', `/api/businesses/${business.id}/webhooks`],
      ['POST', `/api/businesses/${business.id}/webhooks`],
      ['GET', `/api/webhooks/${endpoint.id}`],
      ['PATCH', `/api/webhooks/${endpoint.id}`],
      ['DELETE', `/api/webhooks/${endpoint.id}`],
      ['POST', `/api/webhooks/${endpoint.id}/rotate-secret`],
      ['POST', `/api/webhooks/${endpoint.id}/ping`],
      ['GET', `/api/webhooks/${endpoint.id}/deliveries`],
      ['POST', `/api/webhook-deliveries/${ping.id}/resend`],
    ] as const) {
      const body =
        method === 'GET' || method === 'DELETE'
          ? undefined
          : { url: 'https://example.com/x', events: ['menu.changed'] };
      expect((await as(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('DELETE', `/api/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/webhooks/${endpoint.id}`)).statusCode).toBe(404);
    await t.app.webhookQueue.drain();
  });
});
