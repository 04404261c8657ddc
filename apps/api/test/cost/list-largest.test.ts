import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MAX_ITEMS_PER_PAGE } from '@carta/shared';
import { pngImage } from '../helpers/images';
import type { Database } from '../../src/db/client';
import { ServerProcess } from '../helpers/server-process';
import { DEPLOYED_SERVER } from './server-env';
import {
  largestBusiness,
  largestCategory,
  largestMenu,
  largestProduct,
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
 * Before list items carried counts instead of child lists, one list of 100 categories × 500
 * products was ~15 MB of JSON and took the server to ~700 MB alone (8 at once: ~1,075 MB), so
 * the categories had to be listed 8 at a time under a 1,500 MB ceiling; now they share this one.
 */
const PEAK_RSS_CEILING_MB = 500;
/**
 * The rows the lists read: every category and menu holds its maximum of children, so that a list
 * that embedded them again would be the largest response there is (100 categories × 500
 * products, ~15 MB) and fail the ceiling. 100 to 500 rows rather than a full page of
 * MAX_ITEMS_PER_PAGE (1,000): the items are at their largest, a page costs in proportion to its
 * rows, and the seed and the run stay near 40 s on PGlite instead of minutes. The test prints
 * the bytes per item; a full page is 1,000 times that (docs/security.md, "Input limits").
 */
const COUNTS: Counts = {
  products: LIMITS.categoryProductsMax,
  categories: LIMITS.menuCategoriesMax,
  menus: 100,
};

let server: ServerProcess;
let token: string;
beforeAll(async () => {
  server = await ServerProcess.start(DEPLOYED_SERVER);
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

  // Every category at its maximum of products, every menu at its maximum of categories.
  await withDatabase((db) =>
    multiplySeed(
      db,
      { businessId: business.id, productId: product.id, categoryId: category.id, menuId: menu.id },
      COUNTS,
      LIMITS.categoryProductsMax,
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
async function listAtOnce(path: string, expectedItems: number) {
  server.startSampling();
  const started = Date.now();
  const responses = await Promise.all(
    Array.from({ length: CONCURRENT_LISTS }, () =>
      server.request<{ items: Record<string, unknown>[] }>(
        'GET',
        `${path}?items_per_page=${MAX_ITEMS_PER_PAGE}`,
        { token, timeoutMs: 120_000 },
      ),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  const peakMb = server.peakMb();
  server.stopSampling();
  for (const response of responses) {
    expect(response.status).toBe(200);
    expect(response.body.items).toHaveLength(expectedItems);
  }
  const body = responses[0]!.body;
  return { peakMb, seconds, items: body.items, bytes: Buffer.byteLength(JSON.stringify(body)) };
}

const report = (label: string, result: Awaited<ReturnType<typeof listAtOnce>>) =>
  `${CONCURRENT_LISTS} lists of ${label} (${(result.bytes / 1e3).toFixed(0)} kB each, ` +
  `${(result.bytes / result.items.length).toFixed(0)} B per item) at once: ` +
  `peak ${result.peakMb.toFixed(0)} MB in ${result.seconds.toFixed(1)} s`;

describe('the largest allowed entities, listed at the largest page size', () => {
  beforeAll(storeLargest, 180_000);

  it(`${CONCURRENT_LISTS} lists of 100 menus, 100 categories and 500 products at once keep the server's peak RSS < ${PEAK_RSS_CEILING_MB} MB`, async () => {
    const idle = server.memory().rssMb;
    const menus = await listAtOnce('/api/menus', COUNTS.menus);
    const categories = await listAtOnce('/api/categories', COUNTS.categories);
    const products = await listAtOnce('/api/products', COUNTS.products);
    console.log(
      `list-largest (${server.kind}): idle ${idle.toFixed(0)} MB; ` +
        `${report(`${COUNTS.menus} menus × ${LIMITS.menuCategoriesMax} categories`, menus)}; ` +
        `${report(`${COUNTS.categories} categories × ${LIMITS.categoryProductsMax} products`, categories)}; ` +
        `${report(`${COUNTS.products} products`, products)} (ceiling ${PEAK_RSS_CEILING_MB} MB)`,
    );
    // Response sizes are bounded: list items carry counts, not their children.
    expect(menus.items.every((menu) => menu.category_count === LIMITS.menuCategoriesMax)).toBe(
      true,
    );
    expect(menus.items.some((menu) => 'categories' in menu)).toBe(false);
    expect(
      categories.items.every((category) => category.product_count === LIMITS.categoryProductsMax),
    ).toBe(true);
    expect(categories.items.some((category) => 'products' in category)).toBe(false);
    for (const list of [menus, categories, products]) {
      expect(list.peakMb).toBeLessThan(PEAK_RSS_CEILING_MB);
    }
  }, 180_000);
});
