import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BusinessStatsSchema, StatsMapSchema } from '@carta/shared';
import { categories, menus, products } from '../../src/db/schema';
import { ownerSessionForSuite } from '../helpers/sessions';
import { createBusiness, insertChildren } from '../helpers/fixtures';

const { t, owner } = ownerSessionForSuite();

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: owner.headers });
const statsMap = async () => StatsMapSchema.parse((await get('/api/stats')).json());
const counts = (products: number, categories: number, menus: number) => ({
  total_products: products,
  total_categories: categories,
  total_menus: menus,
});

describe('GET /api/stats and /api/stats/:businessId (docs/product.md §3, §7)', () => {
  it('counts from the database, following creates and deletes of children', async () => {
    expect(await statsMap()).toEqual({});

    const pizzeria = await createBusiness(t, owner, { name: 'Pizzeria' });
    const bakery = await createBusiness(t, owner, { name: 'Bakery' });
    expect(await statsMap()).toEqual({
      [pizzeria.id]: counts(0, 0, 0),
      [bakery.id]: counts(0, 0, 0),
    });

    const children = await insertChildren(t, pizzeria.id, { products: 4, categories: 2, menus: 3 });
    await insertChildren(t, bakery.id, { products: 1 });
    expect(await statsMap()).toEqual({
      [pizzeria.id]: counts(4, 2, 3),
      [bakery.id]: counts(1, 0, 0),
    });
    const one = await get(`/api/stats/${pizzeria.id}`);
    expect(one.statusCode).toBe(200);
    expect(BusinessStatsSchema.parse(one.json())).toEqual(counts(4, 2, 3));

    const db = t.app.db;
    await db.delete(products).where(eq(products.id, children.products[0]!.id));
    await db.delete(categories).where(eq(categories.id, children.categories[0]!.id));
    await db.delete(menus).where(eq(menus.businessId, pizzeria.id));
    expect((await get(`/api/stats/${pizzeria.id}`)).json()).toEqual(counts(3, 1, 0));

    await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${bakery.id}`,
      headers: owner.headers,
    });
    expect(await statsMap()).toEqual({ [pizzeria.id]: counts(3, 1, 0) });
    expect((await get(`/api/stats/${bakery.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown business, 400 for a malformed id, 401 without a token', async () => {
    expect((await get(`/api/stats/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/stats/42')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/stats' })).statusCode).toBe(401);
  });
});
