import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  ErrorBodySchema,
  LIMITS,
  MenuSchema,
  messages,
  type Business,
  type Menu,
  type Product,
} from '@carta/shared';
import { businesses, categories, menus, products } from '../../src/db/schema';
import { type Call, ownerSessionForSuite } from '../helpers/sessions';
import { createBusiness, createMenu, createProduct } from '../helpers/fixtures';
import { codedFields } from '../helpers/error-body';

/**
 * Issue 9, "NUL and other invalid text → 500": refused by the shared schemas with a 400 and the
 * error body before anything reaches the database (docs/security.md, "Input limits").
 */

const { t, owner, call } = ownerSessionForSuite();
let business: Business;
let product: Product;
let menu: Menu;

beforeAll(async () => {
  business = await createBusiness(t, owner, { name: 'Casa Pepe' });
  product = await createProduct(t, owner, business.id, { name: 'Paella', price: '12.50' });
  menu = await createMenu(t, owner, business.id, { name: 'Dinner' });
});

/** Every row of the tables these requests could write, to show they wrote nothing. */
async function snapshot() {
  const rows = async (
    table: typeof businesses | typeof products | typeof menus | typeof categories,
  ) => (await t.database.db.select().from(table)).map((row) => JSON.stringify(row)).sort();
  return {
    businesses: await rows(businesses),
    products: await rows(products),
    categories: await rows(categories),
    menus: await rows(menus),
  };
}

type Method = Parameters<Call>[0];

/** A 400 with the strict error body naming `message` (as a field message or the message). */
async function expectRefused(
  method: Method,
  url: string,
  payload: object | undefined,
  message: string,
) {
  const before = await snapshot();
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBe(400);
  const body = ErrorBodySchema.strict().parse(response.json());
  const fieldTexts = Object.values(body.fields ?? {}).map((field) => field.message);
  expect([body.message, ...fieldTexts]).toContain(message);
  expect(await snapshot()).toEqual(before);
  return body;
}

const nul = 'Nul\u0000Biz';

describe('invalid text answers 400, never 500, and stores nothing (issue 9)', () => {
  it('refuses NUL in a business name, on create and on update', async () => {
    const body = await expectRefused(
      'POST',
      '/api/businesses',
      { name: nul },
      messages.textNotAllowed,
    );
    expect(body.fields).toEqual(codedFields({ name: messages.textNotAllowed }));
    await expectRefused(
      'POST',
      `/api/businesses/${business.id}`,
      { name: nul },
      messages.textNotAllowed,
    );
    await expectRefused(
      'PATCH',
      `/api/businesses/${business.id}`,
      { phone: '600\u0000000' },
      messages.textNotAllowed,
    );
  });

  it('refuses NUL in a product name and description', async () => {
    const input = { name: 'Paella', price: '10', business: { id: business.id } };
    await expectRefused('POST', '/api/products', { ...input, name: nul }, messages.textNotAllowed);
    await expectRefused(
      'POST',
      '/api/products',
      { ...input, description: 'Rice\u0000' },
      messages.textNotAllowed,
    );
    await expectRefused(
      'PATCH',
      `/api/products/${product.id}`,
      { description: 'Saffron \u0000 rice' },
      messages.textNotAllowed,
    );
  });

  it('refuses NUL in a theme id and an over-long theme id', async () => {
    await expectRefused(
      'PATCH',
      `/api/menus/${menu.id}`,
      { theme: { ...DEFAULT_THEME, id: nul } },
      messages.textNotAllowed,
    );
    await expectRefused(
      'POST',
      '/api/menus',
      {
        name: 'Lunch',
        business: { id: business.id },
        theme: { ...DEFAULT_THEME, id: 'x'.repeat(900_000) },
      },
      messages.valueTooLong,
    );
  });

  it('refuses ?name=%00 and an over-long name filter on the lists', async () => {
    for (const list of ['products', 'categories', 'menus']) {
      await expectRefused('GET', `/api/${list}?name=%00`, undefined, messages.textNotAllowed);
      await expectRefused(
        'GET',
        `/api/${list}?name=${'a'.repeat(LIMITS.searchMax + 1)}`,
        undefined,
        messages.searchTooLong,
      );
    }
  });

  it('refuses a name of three zero-width spaces and a name with a right-to-left override', async () => {
    await expectRefused(
      'POST',
      '/api/businesses',
      { name: '\u200B\u200B\u200B' },
      messages.nameTooShort('Business'),
    );
    await expectRefused(
      'POST',
      '/api/categories',
      { name: 'Ma\u202Eins', business: { id: business.id } },
      messages.textNotAllowed,
    );
  });

  it('refuses a category with more products than the maximum', async () => {
    const refs = Array.from({ length: LIMITS.categoryProductsMax + 1 }, () => ({ id: product.id }));
    await expectRefused(
      'POST',
      '/api/categories',
      { name: 'Mains', business: { id: business.id }, products: refs },
      messages.tooManyProducts,
    );
  });
});

describe('themes keep only their own keys (issue 9)', () => {
  it('stores the theme without unknown keys and reads it back', async () => {
    const response = await call('PATCH', `/api/menus/${menu.id}`, {
      theme: { ...DEFAULT_THEME, id: 'mine', injected: 'x'.repeat(10_000), nested: { a: 1 } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await t.database.db.execute<{ theme: Record<string, unknown> }>(
      sql`SELECT theme FROM ${menus} WHERE id = ${menu.id}`,
    );
    expect(rows[0]!.theme).toEqual({ ...DEFAULT_THEME, id: 'mine' });
    expect(MenuSchema.parse(response.json()).theme).toEqual({ ...DEFAULT_THEME, id: 'mine' });
  });
});
