import { expect } from 'vitest';
import {
  BusinessSchema,
  CategorySchema,
  DEFAULT_THEME,
  MenuSchema,
  ProductSchema,
  UploadResponseSchema,
  type Business,
  type BusinessInputValues,
  type Category,
  type CategoryInputValues,
  type Menu,
  type MenuInputValues,
  type Product,
  type ProductInputValues,
} from '@carta/shared';
import { categories, menus, products } from '../../src/db/schema';
import type { TestApp } from './app';
import { multipartFile, pngImage } from './images';
import { callAs, type Owner } from './sessions';

// One factory per entity, each through the API as `owner` (201 expected), returning the entity.

type Without<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

export async function createBusiness(
  t: TestApp,
  owner: Owner,
  input: Partial<BusinessInputValues> = {},
): Promise<Business> {
  const response = await callAs(t, owner)('POST', '/api/businesses', {
    name: 'Cafe Luna',
    ...input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return BusinessSchema.parse(response.json());
}

/** Uploads a generated PNG as `owner` and returns the stored file name (a logo or an image). */
export async function uploadImage(t: TestApp, owner: Owner): Promise<string> {
  const form = await multipartFile(await pngImage(64, 48), 'logo.png', 'image/png');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...owner.headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return UploadResponseSchema.parse(response.json()).fileName;
}

export async function createProduct(
  t: TestApp,
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

/** Products named `names`, created one after another (the last is newest). */
export async function createProducts(
  t: TestApp,
  owner: Owner,
  businessId: string,
  names: readonly string[],
): Promise<Product[]> {
  const created: Product[] = [];
  for (const name of names) created.push(await createProduct(t, owner, businessId, { name }));
  return created;
}

export async function createCategory(
  t: TestApp,
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
  t: TestApp,
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

/**
 * Products, categories and menus rows straight in the database, without the API's checks or
 * activity entries: for statistics and cascades.
 */
export async function insertChildren(
  t: TestApp,
  businessId: string,
  count: { products?: number; categories?: number; menus?: number },
) {
  const range = (n = 0) => Array.from({ length: n }, (_, i) => i + 1);
  const db = t.app.db;
  const productRows = count.products
    ? await db
        .insert(products)
        .values(
          range(count.products).map((i) => ({ businessId, name: `Pizza ${i}`, price: '9.50' })),
        )
        .returning()
    : [];
  const categoryRows = count.categories
    ? await db
        .insert(categories)
        .values(range(count.categories).map((i) => ({ businessId, name: `Mains ${i}` })))
        .returning()
    : [];
  const menuRows = count.menus
    ? await db
        .insert(menus)
        .values(
          range(count.menus).map((i) => ({
            businessId,
            name: `Dinner ${i}`,
            theme: DEFAULT_THEME,
          })),
        )
        .returning()
    : [];
  return { products: productRows, categories: categoryRows, menus: menuRows };
}
