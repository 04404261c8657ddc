import { expect } from 'vitest';
import type { z } from 'zod';
import {
  ActivityEntrySchema,
  CategorySchema,
  CategorySummarySchema,
  MAX_ACTIVITY_LIMIT,
  MenuSchema,
  MenuSummarySchema,
  ProductSchema,
  StatsMapSchema,
  pagedListSchema,
  type ActivityEntry,
  type Category,
  type CategoryInputValues,
  type Menu,
  type MenuInputValues,
  type Product,
  type ProductInputValues,
} from '@carta/shared';
import {
  activity,
  categories,
  categoryProducts,
  menuCategories,
  menus,
  products,
} from '../../src/db/schema';
import {
  createOwner,
  createOwnersTestApp,
  type Owner,
  type OwnersTestApp,
} from '../businesses/helpers';

export {
  createBusiness,
  createOwner,
  createOwnersTestApp,
  uploadLogo as uploadImage,
  type Owner,
  type OwnersTestApp,
} from '../businesses/helpers';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** `inject` as `owner`, with an optional JSON body. */
export const callAs =
  (t: OwnersTestApp, owner: Owner) => (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
export type Call = ReturnType<typeof callAs>;

/** A fresh app with one signed-in owner and `call` as that owner: a test file's `beforeAll`. */
export async function ownerSession(): Promise<{ t: OwnersTestApp; owner: Owner; call: Call }> {
  const t = await createOwnersTestApp();
  const owner = await createOwner(t);
  return { t, owner, call: callAs(t, owner) };
}

/** GET `url` through `call`: a 200 whose body `schema` parses. */
export async function getOk<T>(call: Call, url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

export const PagedProducts = pagedListSchema(ProductSchema);
/** List pages: strict, so an item that carries its child list (products, categories) fails. */
export const PagedCategories = pagedListSchema(CategorySummarySchema.strict());
export const PagedMenus = pagedListSchema(MenuSummarySchema.strict());

type Without<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

export async function createProduct(
  t: OwnersTestApp,
  owner: Owner,
  businessId: string,
  input: Without<ProductInputValues, 'business' | 'name' | 'price'> = {},
): Promise<Product> {
  const response = await callAs(t, owner)('POST', '/api/products', {
    name: 'Margherita',
    price: '9.50',
    business: { id: businessId },
    ...input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return ProductSchema.parse(response.json());
}

/** Several products named `${prefix} 1..n`, created one after another (the last is newest). */
export async function createProducts(
  t: OwnersTestApp,
  owner: Owner,
  businessId: string,
  names: readonly string[],
): Promise<Product[]> {
  const created: Product[] = [];
  for (const name of names) created.push(await createProduct(t, owner, businessId, { name }));
  return created;
}

export async function createCategory(
  t: OwnersTestApp,
  owner: Owner,
  businessId: string,
  input: Without<CategoryInputValues, 'business' | 'name'> = {},
): Promise<Category> {
  const response = await callAs(t, owner)('POST', '/api/categories', {
    name: 'Pizzas',
    business: { id: businessId },
    ...input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return CategorySchema.parse(response.json());
}

export async function createMenu(
  t: OwnersTestApp,
  owner: Owner,
  businessId: string,
  input: Without<MenuInputValues, 'business' | 'name'> = {},
): Promise<Menu> {
  const response = await callAs(t, owner)('POST', '/api/menus', {
    name: 'Dinner',
    business: { id: businessId },
    ...input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return MenuSchema.parse(response.json());
}

export const refs = (items: readonly { id: string }[]) => items.map(({ id }) => ({ id }));
export const idsOf = (items: readonly { id: string }[]) => items.map(({ id }) => id);

/** The business's activity log, latest first (as many as the API gives). */
export async function activityOf(
  t: OwnersTestApp,
  owner: Owner,
  businessId: string,
): Promise<ActivityEntry[]> {
  const response = await callAs(t, owner)(
    'GET',
    `/api/businesses/${businessId}/activity?limit=${MAX_ACTIVITY_LIMIT}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return ActivityEntrySchema.array().parse(response.json());
}

/** Counts of one business through GET /api/stats. */
export async function statsOf(t: OwnersTestApp, owner: Owner, businessId: string) {
  const response = await callAs(t, owner)('GET', '/api/stats');
  expect(response.statusCode, response.body).toBe(200);
  return StatsMapSchema.parse(response.json())[businessId];
}

/** Every row of the catalogue tables, ordered, to prove that a refused call changed nothing. */
export async function catalogueRows(t: OwnersTestApp) {
  const db = t.app.db;
  const sorted = <T extends object>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    products: sorted(await db.select().from(products)),
    categories: sorted(await db.select().from(categories)),
    categoryProducts: sorted(await db.select().from(categoryProducts)),
    menus: sorted(await db.select().from(menus)),
    menuCategories: sorted(await db.select().from(menuCategories)),
    activity: sorted(await db.select().from(activity)),
  };
}
