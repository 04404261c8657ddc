import { expect } from 'vitest';
import type { z } from 'zod';
import {
  ActivityEntrySchema,
  CategorySummarySchema,
  MAX_ACTIVITY_LIMIT,
  MenuSummarySchema,
  ProductSchema,
  StatsMapSchema,
  pagedListSchema,
  type ActivityEntry,
} from '@carta/shared';
import {
  activity,
  categories,
  categoryProducts,
  menuCategories,
  menus,
  products,
} from '../../src/db/schema';
import type { TestApp } from './app';
import { callAs, type Call, type Owner } from './sessions';

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

/** The business's activity log, latest first (as many as the API gives). */
export async function activityOf(
  t: TestApp,
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
export async function statsOf(t: TestApp, owner: Owner, businessId: string) {
  const response = await callAs(t, owner)('GET', '/api/stats');
  expect(response.statusCode, response.body).toBe(200);
  return StatsMapSchema.parse(response.json())[businessId];
}

/** Every row of the catalogue tables, ordered, to prove that a refused call changed nothing. */
export async function catalogueRows(t: TestApp) {
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
