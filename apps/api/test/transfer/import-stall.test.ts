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
 * another owner's `GET /api/businesses` every 50 ms; each must answer within a bound.
 *
 * The bounds are generous on purpose: the machine's 2 cores are shared with other test files and
 * the server. The probe's document is now refused before any write, so nobody waits for it: 2 s,
 * where the old code held everybody for 25 s (the probe saw 150 s). The largest allowed document
 * is written in one transaction, and on the embedded database every request waits for it (its one
 * connection) for its CPU time times the machine's load: about a quarter of a second on an idle
 * machine, 2.5 s at a load average of 15, 5 s at 20. What the code guarantees is that no import
 * holds it past TRANSFER_LIMITS.writeBudgetMs, which is the bound here (with 2 s for the request
 * itself). The latency goal (p99 < 200 ms) is measured by bench/import-stall.ts, not asserted.
 */
const REFUSED_STALL_BOUND_MS = 2000;
const IMPORT_STALL_BOUND_MS = TRANSFER_LIMITS.writeBudgetMs + 2000;
const INTERVAL_MS = 50;
/** The old code's import runs on for minutes: stop waiting once the test has failed. */
const IMPORT_TIMEOUT_MS = 60_000;

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
async function sample(
  path: string,
  token: string | undefined,
  done: () => boolean,
  boundMs: number,
) {
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
        .request('GET', path, { token, timeoutMs: boundMs * 2 })
        .then(({ status }) => {
          if (status !== 200) failures.push(`${path}: ${status}`);
        })
        .catch((error: unknown) => {
          failures.push(`${path}: ${String(error)}`);
        })
        .finally(() => {
          const latency = performance.now() - due;
          latencies.push(latency);
          if (latency > boundMs) tooSlow = true;
        }),
    );
  }
  await Promise.all(pending);
  return { max: Math.max(...latencies), count: latencies.length, failures };
}

/** The import, with the other owner's and the health samples taken while it runs. */
async function importWhileOthersRead(document: unknown, boundMs: number) {
  let finished = false;
  const started = performance.now();
  type Answer = { id?: string; code?: string; fields?: Record<string, { code: string }> };
  const importing = server
    .request<Answer>('POST', '/api/businesses/import', {
      body: document,
      token: importer,
      timeoutMs: IMPORT_TIMEOUT_MS,
    })
    .finally(() => (finished = true));
  const [imported, health, businesses] = await Promise.all([
    importing.catch((error: unknown) => ({ status: 0, body: { code: String(error) } as Answer })),
    sample('/api/health', undefined, () => finished, boundMs),
    sample('/api/businesses', reader, () => finished, boundMs),
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
      REFUSED_STALL_BOUND_MS,
    );
    expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(400);
    expect(imported.body.fields?.categories?.code).toBe('importTooManyCategories');
    expect([health.failures, businesses.failures]).toEqual([[], []]);
    expect(health.max).toBeLessThan(REFUSED_STALL_BOUND_MS);
    expect(businesses.max).toBeLessThan(REFUSED_STALL_BOUND_MS);
    expect(await businessCount(importer)).toBe(0);
  }, 90_000);

  it('accepts the largest allowed document, while others keep being answered', async () => {
    const { imported, health, businesses, durationMs } = await importWhileOthersRead(
      catalogueDocument(LARGEST_DOCUMENT),
      IMPORT_STALL_BOUND_MS,
    );
    expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(201);
    console.log(
      `largest import: ${Math.round(durationMs)} ms; slowest health ${Math.round(health.max)} ms ` +
        `of ${health.count}, slowest other owner's list ${Math.round(businesses.max)} ms of ${businesses.count}`,
    );
    expect([health.failures, businesses.failures]).toEqual([[], []]);
    expect(health.max).toBeLessThan(IMPORT_STALL_BOUND_MS);
    expect(businesses.max).toBeLessThan(IMPORT_STALL_BOUND_MS);
    const products = await server.call<{ pagination: { total: number } }>(
      'GET',
      `/api/products?business_id=${imported.body.id}&items_per_page=1`,
      undefined,
      importer,
    );
    expect(products.pagination.total).toBe(TRANSFER_LIMITS.productsMax);
  }, 90_000);
});
