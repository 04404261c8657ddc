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
 * another owner's `GET /api/businesses` one after another; each must answer within a bound.
 *
 * The bounds are generous on purpose: the machine's 2 cores are shared with other test files and
 * the server. The probe's document is now refused before any write, so nobody waits for it: 5 s,
 * where the old code held everybody for 25 s (the probe saw 150 s). The largest allowed document
 * is written in one transaction, and on the embedded database every request waits for it (its one
 * connection) for its CPU time times the machine's load: about a quarter of a second on an idle
 * machine, 2.5 s at a load average of 15, 5 to 12 s at 20 to 25. What the code guarantees
 * whatever the load is that no import holds it past TRANSFER_LIMITS.writeBudgetMs: the import
 * lands, or stops at its budget with a 503 and writes nothing. That is what is asserted here
 * (with 5 s for the requests themselves); that the largest document is accepted is asserted in
 * import-documents.test.ts, and the latency goal (p99 < 200 ms) is measured by
 * bench/import-stall.ts.
 */
const REFUSED_STALL_BOUND_MS = 5000;
const IMPORT_STALL_BOUND_MS = TRANSFER_LIMITS.writeBudgetMs + 5000;
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

/**
 * Latency of each request of `path`, one after another (the next at most every INTERVAL_MS) until
 * `done()` or one is too slow. Closed loop on purpose: on a starved machine an open loop would
 * pile up hundreds of requests and measure its own queue; one waiting request shows a stall all
 * the same.
 */
async function sample(
  path: string,
  token: string | undefined,
  done: () => boolean,
  boundMs: number,
) {
  const latencies: number[] = [];
  const failures: string[] = [];
  while (!done()) {
    const started = performance.now();
    try {
      const { status } = await server.request('GET', path, { token, timeoutMs: boundMs * 2 });
      if (status !== 200) failures.push(`${path}: ${status}`);
    } catch (error) {
      failures.push(`${path}: ${String(error)}`);
    }
    const latency = performance.now() - started;
    latencies.push(latency);
    if (latency > boundMs) break;
    if (latency < INTERVAL_MS)
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS - latency));
  }
  return { max: Math.max(0, ...latencies), count: latencies.length, failures };
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
    importing.catch((error: unknown) => ({
      status: 0,
      body: { code: String(error) } as Answer,
      headers: new Headers(),
    })),
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

  it('writes the largest allowed document or stops at its budget; others wait no longer', async () => {
    const { imported, health, businesses, durationMs } = await importWhileOthersRead(
      catalogueDocument(LARGEST_DOCUMENT),
      IMPORT_STALL_BOUND_MS,
    );
    console.log(
      `largest import: ${imported.status} in ${Math.round(durationMs)} ms; slowest health ` +
        `${Math.round(health.max)} ms of ${health.count}, slowest other owner's list ` +
        `${Math.round(businesses.max)} ms of ${businesses.count}`,
    );
    expect([health.failures, businesses.failures]).toEqual([[], []]);
    expect(health.max).toBeLessThan(IMPORT_STALL_BOUND_MS);
    expect(businesses.max).toBeLessThan(IMPORT_STALL_BOUND_MS);
    if (imported.status === 503) {
      // Only a machine too loaded to write it within the budget: stopped, nothing written.
      expect(imported.body.code).toBe('importTimeout');
      expect(imported.headers.get('retry-after')).toBe(String(TRANSFER_LIMITS.retryAfterSeconds));
      expect(await businessCount(importer)).toBe(0);
      return;
    }
    expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(201);
    const products = await server.call<{ pagination: { total: number } }>(
      'GET',
      `/api/products?business_id=${imported.body.id}&items_per_page=1`,
      undefined,
      importer,
    );
    expect(products.pagination.total).toBe(TRANSFER_LIMITS.productsMax);
  }, 90_000);
});
