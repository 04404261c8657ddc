import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

// docs/architecture.md §9: behind a load balancer, per-IP rate limits must see the client, not the balancer.

let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function clientIp(env: Record<string, string>) {
  t = await createTestApp({ env });
  t.app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
  const response = await t.app.inject({
    url: '/api/test/ip',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });
  return (response.json() as { ip: string }).ip;
}

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For by default, so clients cannot pick their own rate-limit key', async () => {
    expect(await clientIp({})).toBe('10.0.0.2');
  });

  it('takes the client address from a trusted proxy', async () => {
    expect(await clientIp({ TRUST_PROXY: '10.0.0.0/8' })).toBe('203.0.113.7');
  });
});
