import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_LIMITS } from '@carta/shared';
import { ServerProcess } from '../helpers/server-process';
import { DEPLOYED_SERVER } from '../cost/server-env';
import { LARGEST_DOCUMENT, PROBE_DOCUMENT, catalogueDocument } from './large-document';

/**
 * Issue 26 item 2 (docs/security.md, "Imports"): one owner's JSON import must not stop everybody
 * else. The probe's document (400 categories × 500 products) held the embedded database's one
 * connection for 150 s, and another owner's `GET /api/businesses` waited as long. Here the real
 * server (production settings) receives an import while this test sends `GET /api/health` and
 * another owner's `GET /api/businesses` every 50 ms; each must answer within STALL_BOUND_MS.
 *
 * The bound is generous on purpose: the machine's 2 cores are shared with other test files and the
 * server. On the embedded database the largest allowed document holds the one connection for
 * about a quarter of a second on an idle machine and up to about 2.5 s with a load average of 15;
 * the probe's document is refused before any write, where the old code held everybody for 15 s
 * to minutes (and its own largest document, 5,000 products in 1,000 categories of 500, longer).
 * The latency goal itself (p99 < 200 ms) is measured by bench/import-stall.ts, not asserted here.
 */
const STALL_BOUND_MS = 5000;
const INTERVAL_MS = 50;
/** The old code's import runs on for minutes: stop waiting once the test has failed. */
const IMPORT_TIMEOUT_MS = 30_000;

let server: ServerProcess;
let importer: string;
let reader: string;
beforeAll(async () => {
  server = await ServerProcess.start(DEPLOYED_SERVER);
  importer = (await server.createOwner()).token;
  reader = (await server.createOwner()).token;
  await server.call('POST', '/api/businesses', { name: 'Another Place' }, reader);
}, 120_000);
afterAll(async () => {
  await server?.dispose();
});

/** Latency of each request of `path`, one every INTERVAL_MS until `done()` or one is too slow. */
async function sample(path: string, token: string | undefined, done: () => boolean) {
  const latencies: number[] = [];
  const failures: string[] = [];
  const pending: Promise<void>[] = [];
  let tooSlow = false;
  const start = performance.now();
  for (let i = 0; !done() && !tooSlow; i += 1) {
    const due = start + i * INTERVAL_MS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      server
        .request('GET', path, { token, timeoutMs: STALL_BOUND_MS * 2 })
        .then(({ status }) => {
          if (status !== 200) failures.push(`${path}: ${status}`);
        })
        .catch((error: unknown) => {
          failures.push(`${path}: ${String(error)}`);
        })
        .finally(() => {
          const latency = performance.now() - due;
          latencies.push(latency);
          if (latency > STALL_BOUND_MS) tooSlow = true;
        }),
    );
  }
  await Promise.all(pending);
  return { max: Math.max(...latencies), count: latencies.length, failures };
}

/** The import, with the other owner's and the health samples taken while it runs. */
async function importWhileOthersRead(document: unknown) {
  let finished = false;
  const started = performance.now();
  const importing = server
    .request<{ id?: string; code?: string; fields?: Record<string, { code: string }> }>(
      'POST',
      '/api/businesses/import',
      { body: document, token: importer, timeoutMs: IMPORT_TIMEOUT_MS },
    )
    .finally(() => (finished = true));
  const [imported, health, businesses] = await Promise.all([
    importing.catch((error: unknown) => ({ status: 0, body: { code: String(error) } })),
    sample('/api/health', undefined, () => finished),
    sample('/api/businesses', reader, () => finished),
  ]);
  return { imported, health, businesses, durationMs: performance.now() - started };
}

const businessCount = async (token: string) =>
  (await server.call<{ pagination: { total: number } }>('GET', '/api/businesses', undefined, token))
    .pagination.total;

describe("an owner's import and everybody else", () => {
  it("refuses the probe's document before writing, while others keep being answered", async () => {
    const { imported, health, businesses } = await importWhileOthersRead(
      catalogueDocument(PROBE_DOCUMENT),
    );
    expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(400);
    expect(imported.body.fields?.categories?.code).toBe('importTooManyCategories');
    expect([health.failures, businesses.failures]).toEqual([[], []]);
    expect(health.max).toBeLessThan(STALL_BOUND_MS);
    expect(businesses.max).toBeLessThan(STALL_BOUND_MS);
    expect(await businessCount(importer)).toBe(0);
  }, 60_000);

  it('accepts the largest allowed document, while others keep being answered', async () => {
    const { imported, health, businesses, durationMs } = await importWhileOthersRead(
      catalogueDocument(LARGEST_DOCUMENT),
    );
    expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(201);
    console.log(
      `largest import: ${Math.round(durationMs)} ms; slowest health ${Math.round(health.max)} ms ` +
        `of ${health.count}, slowest other owner's list ${Math.round(businesses.max)} ms of ${businesses.count}`,
    );
    expect([health.failures, businesses.failures]).toEqual([[], []]);
    expect(health.max).toBeLessThan(STALL_BOUND_MS);
    expect(businesses.max).toBeLessThan(STALL_BOUND_MS);
    const products = await server.call<{ pagination: { total: number } }>(
      'GET',
      `/api/products?business_id=${imported.body.id}&items_per_page=1`,
      undefined,
      importer,
    );
    expect(products.pagination.total).toBe(TRANSFER_LIMITS.productsMax);
  }, 60_000);
});
