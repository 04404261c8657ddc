import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerProcess } from '../helpers/server-process';
import { eventually } from '../helpers/smtp';

// Issue 16: a webhook delivery queued before a SIGKILL is sent after the restart
// (docs/integrations.md, "Delivery, retries and re-sending"). The receiver refuses while the first
// process runs, so the delivery is still queued, its first attempt failed, when the process dies.
let server: ServerProcess;
let receiver: Server;
let status = 500;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let url = '';

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  server = await ServerProcess.start({ env: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' } });
});
afterAll(async () => {
  await server?.dispose();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

describe('SIGKILL between a failed attempt and the retry of a webhook delivery', () => {
  it('delivers it after the restart, once more, with the same id', async () => {
    const { token } = await server.createOwner();
    const business = await server.call<{ id: string }>(
      'POST',
      '/api/businesses',
      { name: 'Durable Cafe' },
      token,
    );
    const endpoint = await server.call<{ id: string }>(
      'POST',
      `/api/businesses/${business.id}/webhooks`,
      { url, events: ['business.changed'] },
      token,
    );
    await server.call('PATCH', `/api/businesses/${business.id}`, { name: 'Durable Bar' }, token);
    await eventually(() => received.length === 1, 20_000);
    // The failed attempt is recorded (a kill before that leaves the claim to lapse, a minute).
    await eventually(async () => {
      const [delivery] = await server.call<{ state: string; last_status: number | null }[]>(
        'GET',
        `/api/webhooks/${endpoint.id}/deliveries`,
        undefined,
        token,
      );
      return delivery?.state === 'queued' && delivery.last_status === 500;
    }, 20_000);
    await server.kill();

    status = 200;
    await server.restart();
    // The retry is due within the first backoff (10 s) and the worker looks every 2 s.
    await eventually(() => received.length === 2, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(2);
    const [first, second] = received;
    expect(second!.headers['carta-webhook-id']).toBe(first!.headers['carta-webhook-id']);
    expect(JSON.parse(second!.body)).toMatchObject({
      event: 'business.changed',
      data: { action: 'updated', name: 'Durable Bar' },
    });
  }, 90_000);
});
