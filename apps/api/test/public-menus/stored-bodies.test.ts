import { gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, publicBodies, publicRenderDue } from '../../src/db/schema';
import { PUBLIC_MENU_REVALIDATE_MS } from '../../src/modules/public-menus/public-menus.plugin';
import { APP_SHELL, createTestApp, type TestApp } from '../helpers/app';
import { ownerSessionForSuite } from '../helpers/sessions';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProducts,
  refs,
} from '../helpers/fixtures';

// Stored bodies (docs/public-menu.md, "Caching that stays correct"): two apps on ONE database
// are two server processes; the reader's memory starts empty, so what it serves without loading
// a menu's rows (its renderer holds no entry) came from the store.
const { t: writer, owner, call } = ownerSessionForSuite();
let reader: TestApp;

beforeAll(async () => {
  reader = await createTestApp({ database: writer.database, appShell: APP_SHELL });
});
afterAll(() => reader.app.close());

/** Both processes' render workers done: either may have claimed a change (SKIP LOCKED). */
const renderAhead = () =>
  Promise.all([writer, reader].map(({ app }) => app.publicRenderWorker.drain()));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BROTLI = { 'accept-encoding': 'br' };

let places = 0;
async function menuWith(dish: string) {
  const business = await createBusiness(writer, owner, { name: `Place ${(places += 1)}` });
  const [product] = await createProducts(writer, owner, business.id, [dish]);
  const category = await createCategory(writer, owner, business.id, {
    name: 'Plates',
    products: refs([product!]),
  });
  const menu = await createMenu(writer, owner, business.id, { categories: refs([category]) });
  return { business, product: product!, menu };
}

const storedRows = (menuId: string) =>
  writer.database.db
    .select({
      variant: publicBodies.variant,
      version: publicBodies.version,
      renderedAt: publicBodies.renderedAt,
      gzip: publicBodies.gzip,
      validUntil: publicBodies.validUntil,
    })
    .from(publicBodies)
    .where(eq(publicBodies.ownerId, menuId))
    .orderBy(publicBodies.variant);

const contentVersion = async (businessId: string) => {
  const [row] = await writer.database.db
    .select({ version: businesses.contentVersion })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return Number(row!.version);
};

/** The stored page of a guest without preferences, as rendered HTML. */
async function defaultPage(menuId: string) {
  const rows = await storedRows(menuId);
  const page = rows.find((row) => row.variant.startsWith('page:'));
  return page && { ...page, html: gunzipSync(page.gzip!).toString('utf8') };
}

describe('public pages served from stored, compressed bodies', () => {
  it('serves another process the stored body without reading or rendering the menu', async () => {
    const { menu } = await menuWith('Stored soup');
    const first = await writer.app.inject({ method: 'GET', url: `/m/${menu.id}`, headers: BROTLI });
    expect(first.statusCode).toBe(200);
    await writer.app.publicMenus.saved();
    const before = await storedRows(menu.id);
    expect(before.map((row) => row.variant)).toEqual(
      expect.arrayContaining(['head', 'page:en:en:#1']),
    );

    const served = await reader.app.inject({
      method: 'GET',
      url: `/m/${menu.id}`,
      headers: BROTLI,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-encoding']).toBe('br');
    expect(served.headers.etag).toBe(first.headers.etag);
    expect(served.body).toBe(first.body);
    // Nothing rendered again: the rows were not even read by the reader.
    expect(reader.app.publicMenus.stats().renderer.entries).toBe(0);
    expect((await storedRows(menu.id)).map((row) => row.renderedAt)).toEqual(
      before.map((row) => row.renderedAt),
    );
    // A client without compression gets the same bytes, unzipped from the stored gzip.
    const plain = await reader.app.inject({ method: 'GET', url: `/m/${menu.id}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Stored soup');
    expect(plain.headers.etag).toBe(first.headers.etag!.replace(/-br"$/, '"'));
  });

  it('renders a change in the background, before any guest asks', async () => {
    const { business, product, menu } = await menuWith('Old bread');
    await renderAhead();
    expect((await defaultPage(menu.id))?.html).toContain('Old bread');

    const response = await call('POST', `/api/products/${product.id}`, {
      name: 'New bread',
      price: '3',
    });
    expect(response.statusCode).toBe(200);
    await renderAhead();

    const page = await defaultPage(menu.id);
    expect(page?.version).toBe(await contentVersion(business.id));
    expect(page?.html).toContain('New bread');
    expect(page?.html).not.toContain('Old bread');
    const [due] = await writer.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(publicRenderDue)
      .where(eq(publicRenderDue.businessId, business.id));
    expect(due?.count).toBe(0);

    const entriesBefore = reader.app.publicMenus.stats().renderer.entries;
    const served = await reader.app.inject({ method: 'GET', url: `/m/${menu.id}` });
    expect(served.body).toContain('New bread');
    expect(reader.app.publicMenus.stats().renderer.entries).toBe(entriesBefore);
  });

  it('shows a change made through one process in another within the freshness rule', async () => {
    const { product, menu } = await menuWith('Tea');
    const url = `/m/${menu.id}?lang=es`;
    expect((await reader.app.inject({ method: 'GET', url })).body).toContain('Tea');

    await call('POST', `/api/products/${product.id}`, { name: 'Coffee', price: '2' });
    await sleep(PUBLIC_MENU_REVALIDATE_MS + 50);
    const body = (await reader.app.inject({ method: 'GET', url })).body;
    expect(body).toContain('Coffee');
    expect(body).not.toContain('Tea');
    // The JSON follows the same rule.
    const json = await reader.app.inject({ method: 'GET', url: `/api/public/menus/${menu.id}` });
    expect(json.body).toContain('Coffee');
  });

  it('does not render again what is stored for the current version already', async () => {
    const { business, menu } = await menuWith('Steady stew');
    await writer.app.inject({ method: 'GET', url: `/m/${menu.id}?lang=es` });
    await writer.app.publicMenus.saved();
    await renderAhead();
    const before = await storedRows(menu.id);
    expect(before.length).toBeGreaterThanOrEqual(3);
    await writer.database.db.insert(publicRenderDue).values({ businessId: business.id });
    await renderAhead();
    expect(await storedRows(menu.id)).toEqual(before);
  });

  it('renders again the stored bodies whose hours turned', async () => {
    const { business, menu } = await menuWith('Night soup');
    await writer.app.inject({ method: 'GET', url: `/m/${menu.id}?lang=es` });
    await writer.app.publicMenus.saved();
    await renderAhead();
    const past = new Date(Date.now() - 60_000);
    // As if every stored row had been rendered for hours that have just ended.
    await writer.database.db
      .update(publicBodies)
      .set({ validUntil: past })
      .where(eq(publicBodies.businessId, business.id));

    await renderAhead();

    const rows = await storedRows(menu.id);
    expect(rows.map((row) => row.variant)).toEqual(
      expect.arrayContaining(['head', 'page:en:en:#1', 'page:en:es:q#1']),
    );
    for (const row of rows) {
      expect(row.validUntil === null || row.validUntil > past).toBe(true);
    }
  });

  it('drops the stored bodies of a deleted menu with it', async () => {
    const { menu } = await menuWith('Gone');
    await writer.app.inject({ method: 'GET', url: `/m/${menu.id}` });
    await writer.app.publicMenus.saved();
    expect((await storedRows(menu.id)).length).toBeGreaterThan(0);
    expect((await call('DELETE', `/api/menus/${menu.id}`)).statusCode).toBe(204);
    expect(await storedRows(menu.id)).toEqual([]);
    await sleep(PUBLIC_MENU_REVALIDATE_MS + 50);
    const gone = await reader.app.inject({ method: 'GET', url: `/m/${menu.id}` });
    expect(gone.statusCode, gone.body).toBe(404);
  });

  it('keeps a disabled menu stored as disabled, with no dish in it', async () => {
    const { menu } = await menuWith('Hidden pie');
    await writer.app.inject({ method: 'GET', url: `/m/${menu.id}` });
    await writer.app.publicMenus.saved();
    await call('PATCH', `/api/menus/${menu.id}`, { enabled: false });
    await renderAhead();
    const rows = await writer.database.db
      .select({ gzip: publicBodies.gzip })
      .from(publicBodies)
      .where(and(eq(publicBodies.ownerId, menu.id), eq(publicBodies.variant, 'page:en:en:#1')));
    expect(gunzipSync(rows[0]!.gzip!).toString('utf8')).not.toContain('Hidden pie');
  });
});
