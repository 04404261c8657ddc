import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MAX_ITEMS_PER_PAGE } from '@carta/shared';
import { pngImage } from '../files/images';
import type { Database } from '../../src/db/client';
import { ServerProcess } from '../helpers/server-process';
import { DEPLOYED_SERVER_ENV } from './server-env';
import {
  largestBusiness,
  largestCategory,
  largestMenu,
  largestProduct,
  fillCategories,
  multiplySeed,
  type Counts,
} from './largest-entities';

// Issue 9, cost ceilings: the probe stored 100 menus with a 0.9 MB theme id and listed them 40
// times at once, and the server reached 8 GB. Here every string and array is at its allowed
// maximum, the lists are read at the largest page size, 40 requests at once, and the server
// process's peak resident memory must stay under the ceiling (docs/security.md, "Cost ceilings").
const CONCURRENT_LISTS = 40;
/**
 * Measured on PGlite under the dev server (tsx): ~340 MB idle, 418 MB peak for the menus and
 * 413 MB for the products; the ceiling leaves room for CI noise and catches the probe's 8 GB.
 */
const PEAK_RSS_CEILING_MB = 500;
/**
 * A list of 100 categories with all their products is ~15 MB of JSON and takes seconds to build:
 * 40 at once would take minutes, so fewer run at once. Measured: ~1,075 MB peak for 8 (one list
 * alone ~700 MB). Far over the 300 MB the server should stay under: the size of this response
 * is not bounded yet (docs/security.md, "Cost ceilings"); the ceiling keeps it from growing.
 */
const CONCURRENT_CATEGORY_LISTS = 8;
const CATEGORY_LISTS_CEILING_MB = 1500;
const COUNTS: Counts = {
  products: LIMITS.categoryProductsMax,
  categories: LIMITS.menuCategoriesMax,
  menus: 100,
};

let server: ServerProcess;
let token: string;
let businessId: string;
beforeAll(async () => {
  server = await ServerProcess.start({ env: DEPLOYED_SERVER_ENV });
}, 120_000);
afterAll(async () => {
  await server?.dispose();
});

/** Runs `work` on the server's database with the server stopped, then starts it again. */
async function withDatabase(work: (db: Database) => Promise<void>): Promise<void> {
  await server.stop('SIGTERM');
  const database = await server.openDatabase();
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
  await server.restart();
}

/** The seed entities through the API (so the server accepts every maximum), then copies in SQL. */
async function storeLargest(): Promise<void> {
  token = (await server.createOwner()).token;
  const business = await server.call<{ id: string }>(
    'POST',
    '/api/businesses',
    largestBusiness(),
    token,
  );
  businessId = business.id;
  const form = new FormData();
  form.append('file', new Blob([await pngImage(64, 48)], { type: 'image/png' }), 'dish.png');
  const { fileName } = await server.call<{ fileName: string }>(
    'POST',
    '/api/files/upload',
    form,
    token,
  );
  const product = await server.call<{ id: string }>(
    'POST',
    '/api/products',
    largestProduct(business.id, fileName),
    token,
  );
  const category = await server.call<{ id: string }>(
    'POST',
    '/api/categories',
    largestCategory(business.id, [product.id]),
    token,
  );
  const menu = await server.call<{ id: string }>(
    'POST',
    '/api/menus',
    largestMenu(business.id, [category.id]),
    token,
  );

  await server.stop('SIGTERM');
  await withDatabase((db) =>
    multiplySeed(
      db,
      { businessId: business.id, productId: product.id, categoryId: category.id, menuId: menu.id },
      COUNTS,
      1,
    ),
  );

  // The arrays at their maxima go through the API too.
  const products = await server.call<{ items: { id: string }[] }>(
    'GET',
    `/api/products?items_per_page=${MAX_ITEMS_PER_PAGE}`,
    undefined,
    token,
  );
  const categories = await server.call<{ items: { id: string }[] }>(
    'GET',
    `/api/categories?items_per_page=${MAX_ITEMS_PER_PAGE}`,
    undefined,
    token,
  );
  await server.call(
    'POST',
    `/api/categories/${category.id}`,
    largestCategory(
      business.id,
      products.items.map((item) => item.id),
    ),
    token,
  );
  await server.call(
    'POST',
    `/api/menus/${menu.id}`,
    largestMenu(
      business.id,
      categories.items.map((item) => item.id),
    ),
    token,
  );
}

/** `CONCURRENT_LISTS` requests for one list at once; the peak RSS while they run, in MB. */
async function listAtOnce(path: string, expectedItems: number, concurrent = CONCURRENT_LISTS) {
  server.startSampling();
  const started = Date.now();
  const responses = await Promise.all(
    Array.from({ length: concurrent }, () =>
      server.request<{ items: unknown[] }>('GET', `${path}?items_per_page=${MAX_ITEMS_PER_PAGE}`, {
        token,
        timeoutMs: 120_000,
      }),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  const peakMb = server.peakMb();
  server.stopSampling();
  for (const response of responses) {
    expect(response.status).toBe(200);
    expect(response.body.items).toHaveLength(expectedItems);
  }
  return { peakMb, seconds, concurrent, bytes: JSON.stringify(responses[0]!.body).length };
}

const report = (label: string, result: Awaited<ReturnType<typeof listAtOnce>>) =>
  `${result.concurrent} lists of ${label} (${(result.bytes / 1e6).toFixed(1)} MB each) at once: ` +
  `peak ${result.peakMb.toFixed(0)} MB in ${result.seconds.toFixed(1)} s`;

describe('the largest allowed entities, listed at the largest page size', () => {
  beforeAll(storeLargest, 180_000);

  it(`${CONCURRENT_LISTS} lists of 100 menus and of 500 products at once keep the server's peak RSS < ${PEAK_RSS_CEILING_MB} MB`, async () => {
    const idle = server.memory().rssMb;
    const menus = await listAtOnce('/api/menus', COUNTS.menus);
    const products = await listAtOnce('/api/products', COUNTS.products);
    console.log(
      `list-largest (${server.kind}): idle ${idle.toFixed(0)} MB; ` +
        `${report(`${COUNTS.menus} menus`, menus)}; ${report(`${COUNTS.products} products`, products)} ` +
        `(ceiling ${PEAK_RSS_CEILING_MB} MB)`,
    );
    expect(menus.peakMb).toBeLessThan(PEAK_RSS_CEILING_MB);
    expect(products.peakMb).toBeLessThan(PEAK_RSS_CEILING_MB);
  }, 180_000);

  it(`${CONCURRENT_CATEGORY_LISTS} lists of 100 categories with 500 products each at once keep the server's peak RSS < ${CATEGORY_LISTS_CEILING_MB} MB`, async () => {
    // Every category at its maximum of products: the largest list response there is.
    await withDatabase((db) => fillCategories(db, businessId, LIMITS.categoryProductsMax));
    const idle = server.memory().rssMb;
    const categories = await listAtOnce(
      '/api/categories',
      COUNTS.categories,
      CONCURRENT_CATEGORY_LISTS,
    );
    console.log(
      `list-largest (${server.kind}): idle ${idle.toFixed(0)} MB; ` +
        `${report(`${COUNTS.categories} categories × ${LIMITS.categoryProductsMax} products`, categories)} ` +
        `(ceiling ${CATEGORY_LISTS_CEILING_MB} MB)`,
    );
    expect(categories.peakMb).toBeLessThan(CATEGORY_LISTS_CEILING_MB);
  }, 180_000);
});
