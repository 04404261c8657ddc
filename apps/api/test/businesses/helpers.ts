import { expect } from 'vitest';
import {
  BusinessSchema,
  DEFAULT_THEME,
  UploadResponseSchema,
  type Business,
  type BusinessInputValues,
} from '@carta/shared';
import { categories, menus, products } from '../../src/db/schema';
import {
  bearer,
  createAccountsTestApp,
  createActiveAccount,
  type AccountsTestApp,
} from '../accounts/helpers';
import { multipartFile, pngImage } from '../files/images';

export { createAccountsTestApp as createOwnersTestApp, type AccountsTestApp as OwnersTestApp };

export interface Owner {
  id: string;
  email: string;
  headers: Record<string, string>;
}

/** A signed-up, activated and signed-in account (through the accounts API itself). */
export async function createOwner(t: AccountsTestApp, email?: string): Promise<Owner> {
  const account = await createActiveAccount(t, email);
  return {
    id: account.account_id,
    email: account.email,
    headers: bearer(account.tokens.access_token),
  };
}

export async function createBusiness(
  t: AccountsTestApp,
  owner: Owner,
  input: Partial<BusinessInputValues> = {},
): Promise<Business> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/businesses',
    headers: owner.headers,
    payload: { name: 'Cafe Luna', ...input },
  });
  expect(response.statusCode, response.body).toBe(201);
  return BusinessSchema.parse(response.json());
}

/** Uploads a generated PNG as `owner` and returns the stored file name. */
export async function uploadLogo(t: AccountsTestApp, owner: Owner): Promise<string> {
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

/**
 * Products, categories and menus rows straight in the database: their API comes with the next
 * issue, but statistics and cascades must already count them.
 */
export async function insertChildren(
  t: AccountsTestApp,
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
