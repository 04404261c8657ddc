// Issue 5: product search stays fast at 10,000 products per business.
// Seeds 10,000 products in one business on embedded PGlite through the repository layer, then
// times GET /api/products (list and name search) through app.inject and reports p50/p99, first
// as seeded (PGlite runs no autovacuum, so no planner statistics) and again after VACUUM ANALYZE.
// Run: npx tsx bench/search.ts (needs a built @carta/shared: `npx tsc -b packages/shared`),
// or `npm run search -w @carta/bench`.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createPgliteDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { createAccountsRepository } from '../apps/api/src/modules/accounts/accounts.repository';
import { createBusinessesRepository } from '../apps/api/src/modules/businesses/businesses.repository';
import { createProductsRepository } from '../apps/api/src/modules/products/products.repository';
import {
  SEARCH_CATALOGUE_SIZE,
  searchCatalogueName,
} from '../apps/api/test/helpers/search-catalogue';

const PRODUCTS = SEARCH_CATALOGUE_SIZE;
const ROUNDS = 200;
const nameOf = searchCatalogueName;

const dataDir = mkdtempSync(join(tmpdir(), 'carta-bench-search-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  LOG_LEVEL: 'silent',
  CAPTCHA_PROVIDER: 'none',
  WEB_DIST_DIR: join(dataDir, 'web-dist'),
});
const database = await createPgliteDatabase();
await runMigrations(database);
const app = await buildApp({ config, database, rateLimits: false });

try {
  const db = app.db;
  const account = await createAccountsRepository(db).insert({
    email: 'bench@example.com',
    passwordHash: 'not-used',
    language: 'en',
  });
  const business = await createBusinessesRepository(db).insert(account!.id, {
    name: 'Bench Bistro',
  });

  let started = performance.now();
  await db.transaction(async (tx) => {
    const products = createProductsRepository(tx);
    for (let i = 0; i < PRODUCTS; i += 1) {
      await products.insert(business.id, {
        name: nameOf(i),
        price: '9.50',
        description: null,
        image: null,
        enabled: true,
      });
    }
  });
  console.log(
    `seeded ${PRODUCTS} products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const token = await app.accessTokens.sign({
    accountId: account!.id,
    roles: [],
    sessionId: randomUUID(),
    sessionVersion: 0,
  });
  const headers = { authorization: `Bearer ${token}` };
  const base = `/api/products?business_id=${business.id}`;
  const scenarios: [string, string][] = [
    ['list page 1 (25)', base],
    ['list page 200 (25)', `${base}&page=200`],
    ['search rare term', `${base}&name=${nameOf(4321).split(' ')[1]}`],
    ['search common term (10%)', `${base}&name=sushi`],
    ['search 2 characters', `${base}&name=ab`],
    ['search, no match', `${base}&name=zzzzzz`],
    ['all businesses, search', `/api/products?name=${nameOf(77).split(' ')[1]}`],
  ];

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

  async function measure(label: string) {
    console.log(`\n${label}`);
    console.log('scenario                        total     p50 ms   p99 ms');
    for (const [name, url] of scenarios) {
      let total = 0;
      const times: number[] = [];
      for (let round = 0; round < ROUNDS + 10; round += 1) {
        started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        total = (response.json() as { pagination: { total: number } }).pagination.total;
        if (round >= 10) times.push(elapsed); // the first rounds warm up
      }
      times.sort((a, b) => a - b);
      console.log(
        `${name.padEnd(30)} ${String(total).padStart(6)} ${percentile(times, 50).toFixed(2).padStart(9)} ${percentile(times, 99).toFixed(2).padStart(8)}`,
      );
    }
  }

  await measure('as seeded (no planner statistics)');
  await db.execute(sql`VACUUM ANALYZE products`);
  await measure('after VACUUM ANALYZE');
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
