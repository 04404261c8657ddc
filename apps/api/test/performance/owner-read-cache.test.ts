import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { products } from '../../src/db/schema';
import { createTestApp, publicMenuSourceRenderer, testEnv } from '../helpers/app';
import { createOwner, type Owner } from '../helpers/sessions';
import { createBusiness, createProduct } from '../helpers/fixtures';
import { testDatabaseKind } from '../helpers/database';

// docs/performance.md, "Owner read cache": on the embedded database an owner's repeated GET is
// answered from memory until the next write through the API. Rows changed behind the API's back
// (here, plain SQL) are how the tests see whether an answer came from memory.
const onPglite = testDatabaseKind() === 'pglite';
const ADMIN = 'admin@carta.test';

let t: Awaited<ReturnType<typeof createTestApp>>;
let alice: Owner;
let bob: Owner;
let businessId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OWNER_READ_CACHE: 'true', ADMIN_EMAILS: ADMIN } });
  alice = await createOwner(t);
  bob = await createOwner(t);
  businessId = (await createBusiness(t, alice)).id;
});

afterAll(async () => {
  await t.close();
});

const get = (owner: Owner, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...owner.headers, ...headers } });

const renameBehindTheApi = (id: string, name: string) =>
  t.database.db.update(products).set({ name }).where(eq(products.id, id));

describe.runIf(onPglite)('owner read cache (embedded database)', () => {
  it('answers a repeated read from memory, byte for byte, until a write through the API', async () => {
    const product = await createProduct(t, alice, businessId, { name: 'Margherita' });
    const url = `/api/products/${product.id}`;
    const first = await get(alice, url);
    expect(first.statusCode).toBe(200);

    await renameBehindTheApi(product.id, 'Changed behind');
    const second = await get(alice, url);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);

    // Any write through the API (here another product) makes every cached answer stale.
    await createProduct(t, alice, businessId, { name: 'Marinara' });
    expect((await get(alice, url)).json()).toMatchObject({ name: 'Changed behind' });
  });

  it('lets go of every cached answer at the next write, not when the size cap pushes it out', async () => {
    const product = await createProduct(t, alice, businessId, { name: 'Quattro stagioni' });
    await get(alice, `/api/products/${product.id}`);
    await get(alice, `/api/products?business_id=${businessId}`);
    const held = t.app.ownerReadCacheSize!();
    expect(held.entries).toBeGreaterThanOrEqual(2);
    expect(held.bytes).toBeGreaterThan(0);

    await createProduct(t, alice, businessId, { name: 'Prosciutto' });
    expect(t.app.ownerReadCacheSize!()).toEqual({ entries: 0, bytes: 0 });
  });

  it('never replays one account’s answer to another', async () => {
    const product = await createProduct(t, alice, businessId, { name: 'Diavola' });
    const url = `/api/products/${product.id}`;
    expect((await get(alice, url)).statusCode).toBe(200);
    const stranger = await get(bob, url);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('Diavola');

    const list = `/api/products?business_id=${businessId}`;
    expect((await get(alice, list)).json().items.length).toBeGreaterThan(0);
    expect((await get(bob, list)).statusCode).toBe(404);
  });

  it('a refused request is never answered from memory (no token, or a non-admin impersonating)', async () => {
    const product = await createProduct(t, alice, businessId, { name: 'Capricciosa' });
    const url = `/api/products/${product.id}`;
    expect((await get(alice, url)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const impersonating = await get(bob, url, { 'x-impersonate-account': alice.id });
    expect(impersonating.statusCode).toBe(403);
  });

  it('an admin impersonating the owner sees the owner’s current data', async () => {
    const admin = await createOwner(t, ADMIN);
    const product = await createProduct(t, alice, businessId, { name: 'Funghi' });
    const url = `/api/products/${product.id}`;
    expect((await get(admin, url)).statusCode).toBe(404);
    const asAlice = await get(admin, url, { 'x-impersonate-account': alice.id });
    expect(asAlice.json()).toMatchObject({ name: 'Funghi' });
  });

  it('a public GET keeps cached answers only when its route is declared read-only', async () => {
    const product = await createProduct(t, alice, businessId, { name: 'Calzone' });
    const url = `/api/products/${product.id}`;
    const cachedName = async () => ((await get(alice, url)).json() as { name: string }).name;
    expect(await cachedName()).toBe('Calzone');
    await renameBehindTheApi(product.id, 'Calzone (1)');

    for (const readOnly of [
      '/api/health',
      '/api/config',
      `/api/public/menus/${product.id}`,
      '/api/files/unknown-large.webp',
      '/api/captcha/challenge',
    ]) {
      await t.app.inject({ method: 'GET', url: readOnly });
    }
    expect(await cachedName()).toBe('Calzone');

    // Account activation is a public GET that writes, and is not declared read-only.
    await t.app.inject({ method: 'GET', url: '/api/accounts/activate/unknown-token' });
    expect(await cachedName()).toBe('Calzone (1)');
  });

  it('a second app on the same database invalidates the first one’s answers', async () => {
    const product = await createProduct(t, alice, businessId, { name: 'Quattro' });
    const url = `/api/products/${product.id}`;
    expect((await get(alice, url)).json()).toMatchObject({ name: 'Quattro' });
    await renameBehindTheApi(product.id, 'Quattro Formaggi');

    const other = await buildApp({
      config: loadConfig(testEnv(t.dataDir, { OWNER_READ_CACHE: 'true' })),
      database: { ...t.database, close: async () => {} },
      rateLimits: false,
      publicMenuRenderer: await publicMenuSourceRenderer(),
    });
    try {
      const write = await other.inject({
        method: 'PATCH',
        url: `/api/products/${product.id}`,
        headers: alice.headers,
        payload: { description: 'Four cheeses' },
      });
      expect(write.statusCode).toBe(200);
    } finally {
      await other.close();
    }
    expect((await get(alice, url)).json()).toMatchObject({
      name: 'Quattro Formaggi',
      description: 'Four cheeses',
    });
  });
});

describe.runIf(!onPglite)('owner read cache on PostgreSQL', () => {
  it('is off: other processes may write, so every read goes to the database', async () => {
    const product = await createProduct(t, alice, businessId, { name: 'Margherita' });
    const url = `/api/products/${product.id}`;
    expect((await get(alice, url)).statusCode).toBe(200);
    await renameBehindTheApi(product.id, 'Changed behind');
    expect((await get(alice, url)).json()).toMatchObject({ name: 'Changed behind' });
  });
});

describe('owner read cache is off under NODE_ENV=test unless asked for', () => {
  it('defaults follow NODE_ENV', () => {
    const dir = t.dataDir;
    expect(loadConfig(testEnv(dir)).ownerReadCache).toBe(false);
    expect(loadConfig({ ...testEnv(dir), NODE_ENV: 'development' }).ownerReadCache).toBe(true);
    expect(loadConfig({ ...testEnv(dir), NODE_ENV: 'production' }).ownerReadCache).toBe(true);
    expect(
      loadConfig({ ...testEnv(dir), NODE_ENV: 'production', OWNER_READ_CACHE: 'false' })
        .ownerReadCache,
    ).toBe(false);
  });
});
