import { beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@carta/shared';
import { testAppForSuite } from '../helpers/app';
import { testDatabaseKind } from '../helpers/database';
import { createOwner, type Owner } from '../helpers/sessions';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProducts,
  refs,
} from '../helpers/fixtures';

// docs/performance.md, "One statement per owner read": on the embedded database every statement
// costs a fixed ~0.5 ms of the server's one thread, so the count per request is what decides
// throughput. These tests count what reaches the driver.

const t = testAppForSuite();
/**
 * The auth hook's session-version check (docs/security.md, "Sessions"), not counted below: none on
 * the embedded database, which remembers the versions; one primary-key read on PostgreSQL.
 */
const AUTH_STATEMENTS = testDatabaseKind() === 'postgres' ? 1 : 0;
let owner: Owner;
let other: Owner;
const ids = { business: '', otherBusiness: '', emptyBusiness: '', menu: '', category: '' };

beforeAll(async () => {
  // The background renderer of public pages polls the database on its own timer: its statements
  // would land in a request's count now and then (docs/public-menu.md, "Render on change").
  await t.app.publicRenderWorker.stop();
  [owner, other] = [await createOwner(t), await createOwner(t)];
  const business = await createBusiness(t, owner, { name: 'Counted' });
  const products = await createProducts(t, owner, business.id, ['Soup', 'Salad', 'Bread']);
  const category = await createCategory(t, owner, business.id, {
    name: 'Starters',
    products: refs(products),
  });
  const menu = await createMenu(t, owner, business.id, {
    name: 'Lunch',
    categories: refs([category]),
  });
  Object.assign(ids, {
    business: business.id,
    menu: menu.id,
    category: category.id,
    emptyBusiness: (await createBusiness(t, owner, { name: 'Nothing yet' })).id,
    otherBusiness: (await createBusiness(t, other, { name: 'Not yours' })).id,
  });
});

/** GET `url` as `who`; the status, the body and how many statements the driver received. */
async function counted(url: string, who: Owner = owner) {
  const client = t.database.driver.client as { query: (...args: unknown[]) => unknown };
  const spy = vi.spyOn(client, 'query');
  try {
    const response = await t.app.inject({ method: 'GET', url, headers: who.headers });
    return {
      status: response.statusCode,
      body: response.json(),
      statements: spy.mock.calls.length - AUTH_STATEMENTS,
    };
  } finally {
    spy.mockRestore();
  }
}

describe('owner reads: one statement each (issue 9, bounded cost for every request)', () => {
  it.each([
    ['a menu with its business and categories', () => `/api/menus/${ids.menu}`],
    ['a category with its products', () => `/api/categories/${ids.category}`],
    ['a menu list with totals and category counts', () => `/api/menus?business_id=${ids.business}`],
    ['a category list', () => `/api/categories?business_id=${ids.business}`],
    ['a product list', () => `/api/products?business_id=${ids.business}&items_per_page=2`],
    ['a product list over all businesses', () => '/api/products?name=sal'],
    ['a business list', () => '/api/businesses'],
    ['the stats', () => '/api/stats'],
  ])('%s', async (_, url) => {
    const { status, statements } = await counted(url());
    expect(status).toBe(200);
    expect(statements).toBe(1);
  });

  it('keeps the totals right: a page, the last page, a page past the end', async () => {
    const base = `/api/products?business_id=${ids.business}&items_per_page=2`;
    const first = await counted(`${base}&page=1`);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.pagination.total).toBe(3);
    const last = await counted(`${base}&page=2`);
    expect(last.body.items).toHaveLength(1);
    expect(last.body.pagination.total).toBe(3);
    const past = await counted(`${base}&page=5`);
    expect(past.body).toMatchObject({ items: [], pagination: { page: 5, total: 3 } });
    expect(past.statements).toBe(2);
  });

  it('an empty list of the owner’s business is 200; of another owner’s business, 404', async () => {
    const empty = await counted(`/api/menus?business_id=${ids.emptyBusiness}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ items: [], pagination: { total: 0 } });
    for (const path of ['menus', 'categories', 'products']) {
      const foreign = await counted(`/api/${path}?business_id=${ids.otherBusiness}`);
      expect(foreign.status, path).toBe(404);
      expect(foreign.body.message).toBe(messages.notFound);
    }
  });

  it('another owner’s menu or category is 404 from the same single statement', async () => {
    for (const url of [`/api/menus/${ids.menu}`, `/api/categories/${ids.category}`]) {
      const { status, statements, body } = await counted(url, other);
      expect(status, url).toBe(404);
      expect(body.message).toBe(messages.notFound);
      expect(statements).toBe(1);
    }
  });
});
