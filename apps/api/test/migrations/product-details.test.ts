import { describe, expect, it } from 'vitest';
import { BusinessSchema, ProductSchema, PublicMenuSchema } from '@carta/shared';
import { migrationSuite } from '../helpers/migrations';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProduct,
  refs,
} from '../helpers/fixtures';

/**
 * Migration 0003 adds what guests ask before ordering (issue 12) without losing anything: a
 * database of the previous version is rebuilt here by removing 0003's columns from rows written
 * through the API, then 0003's own statements are run again, as an upgrade would.
 */

const { t, owner, call, execute, runMigration } = migrationSuite('0003_product_details.sql');

/** The schema as version 0002 left it. */
async function downgrade() {
  for (const statement of [
    'ALTER TABLE "products" DROP CONSTRAINT "products_allergens_check"',
    'ALTER TABLE "products" DROP CONSTRAINT "products_dietary_check"',
    'ALTER TABLE "products" DROP CONSTRAINT "products_variants_check"',
    'ALTER TABLE "businesses" DROP CONSTRAINT "businesses_currency_check"',
    'ALTER TABLE "products" DROP COLUMN "allergens", DROP COLUMN "dietary", DROP COLUMN "sold_out", DROP COLUMN "variants"',
    'ALTER TABLE "businesses" DROP COLUMN "currency", DROP COLUMN "show_sold_out"',
  ]) {
    await execute(statement);
  }
}

describe('migration 0003: product details (issue 12)', () => {
  it('keeps every existing product and business, with one price, available, undeclared, in USD', async () => {
    const business = await createBusiness(t, owner, { name: 'Old Tavern', phone: '+1 555' });
    const product = await createProduct(t, owner, business.id, {
      name: 'Stew',
      price: '12.5',
      description: 'Slow cooked',
      enabled: false,
    });
    const shown = await createProduct(t, owner, business.id, { name: 'Bread', price: '2' });
    const category = await createCategory(t, owner, business.id, {
      name: 'Mains',
      products: refs([shown, product]),
    });
    const menu = await createMenu(t, owner, business.id, { categories: refs([category]) });

    await downgrade();
    await runMigration();

    const readProduct = ProductSchema.parse(
      (await call('GET', `/api/products/${product.id}`)).json(),
    );
    expect(readProduct).toEqual({
      ...product,
      allergens: null,
      dietary: [],
      sold_out: false,
      variants: [],
    });
    const readBusiness = BusinessSchema.parse(
      (await call('GET', `/api/businesses/${business.id}`)).json(),
    );
    expect(readBusiness).toEqual({ ...business, currency: 'USD', show_sold_out: true });
    const publicMenu = PublicMenuSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/public/menus/${menu.id}` })).json(),
    );
    expect(publicMenu.enabled && publicMenu.categories[0]!.products).toEqual([
      expect.objectContaining({ name: 'Bread', price: '2.00', allergens: null, sold_out: false }),
    ]);
  });

  it('lets the database itself refuse values outside the lists', async () => {
    const business = await createBusiness(t, owner);
    const product = await createProduct(t, owner, business.id);
    const refused = async (statement: string) => {
      await expect(execute(statement)).rejects.toThrow();
    };
    await refused(`UPDATE "products" SET "allergens" = '{pollen}' WHERE "id" = '${product.id}'`);
    await refused(`UPDATE "products" SET "dietary" = '{keto}' WHERE "id" = '${product.id}'`);
    await refused(
      `UPDATE "products" SET "variants" = '${JSON.stringify(Array(7).fill({ name: 'x', price: '1.00' }))}' WHERE "id" = '${product.id}'`,
    );
    await refused(`UPDATE "businesses" SET "currency" = 'eur' WHERE "id" = '${business.id}'`);
  });
});
