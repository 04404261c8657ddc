import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import type { ServerProcess } from '../helpers/server-process';

/*
 * A menu as big as the limits allow in the shape issue 26 item 1 reported: `categories` ×
 * `perCategory` distinct dishes with 240-character descriptions, dietary labels and allergens
 * spread so that every diet filter keeps some. Made with one category, product and menu through
 * the API, then copied in SQL with the server stopped (thousands of API writes take minutes).
 */

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The public page's server renderer built from source, as `npm run build` makes it, into
 * `<dir>/dist-ssr`; the server started with WEB_DIST_DIR=`<dir>/dist` loads it. The cost tests
 * run on a fresh clone (no build), and the page is what they measure (~3 s).
 */
export async function buildPageRenderer(dir: string): Promise<{ WEB_DIST_DIR: string }> {
  await promisify(execFile)(
    process.execPath,
    [
      join(REPO_ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '-c',
      'vite.public-menu.config.ts',
      '--ssr',
      '--outDir',
      join(dir, 'dist-ssr'),
      '--logLevel',
      'error',
    ],
    { cwd: join(REPO_ROOT, 'apps/web'), timeout: 60_000 },
  );
  return { WEB_DIST_DIR: join(dir, 'dist') };
}

export interface BigMenu {
  menuId: string;
  token: string;
}

/** Runs `work` on the server's database with the server stopped, then starts it again. */
async function withDatabase(server: ServerProcess, work: (db: Database) => Promise<void>) {
  await server.stop('SIGTERM');
  const database = await server.openDatabase();
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
  await server.restart();
}

/** The big menu in a business offering English and Spanish; the server is running after it. */
export async function seedBigMenu(
  server: ServerProcess,
  categories: number,
  perCategory: number,
): Promise<BigMenu> {
  const { token } = await server.createOwner();
  const business = await server.call<{ id: string }>(
    'POST',
    '/api/businesses',
    { name: 'Casa Grande', other_languages: ['es'] },
    token,
  );
  const product = await server.call<{ id: string }>(
    'POST',
    '/api/products',
    { name: 'Dish', price: '12.50', business: { id: business.id } },
    token,
  );
  const category = await server.call<{ id: string }>(
    'POST',
    '/api/categories',
    { name: 'Section', business: { id: business.id }, products: [{ id: product.id }] },
    token,
  );
  const menu = await server.call<{ id: string }>(
    'POST',
    '/api/menus',
    { name: 'Everything', business: { id: business.id }, categories: [{ id: category.id }] },
    token,
  );
  const b = business.id;
  const dishes = categories * perCategory;
  await withDatabase(server, (db) =>
    db.transaction(async (tx) => {
      // 240 characters of varied text (md5 digests), labels and allergens by the dish's number.
      await tx.execute(sql`
        INSERT INTO products (business_id, name, description, price, enabled, dietary, allergens)
        SELECT ${b}, 'Dish number ' || n,
          left(repeat('Slow-cooked ' || md5(n::text) || ' with ' || md5((n * 7)::text) || '. ', 4), 240),
          (n % 90 + 5)::numeric(10, 2), true,
          CASE n % 5 WHEN 0 THEN ARRAY[]::text[] WHEN 1 THEN ARRAY['vegetarian']
            WHEN 2 THEN ARRAY['vegetarian', 'vegan'] WHEN 3 THEN ARRAY['gluten_free']
            ELSE ARRAY['spicy'] END,
          CASE n % 6 WHEN 0 THEN NULL WHEN 1 THEN ARRAY[]::text[] WHEN 2 THEN ARRAY['gluten']
            WHEN 3 THEN ARRAY['milk', 'eggs'] WHEN 4 THEN ARRAY['nuts']
            ELSE ARRAY['fish', 'gluten'] END
        FROM generate_series(2, ${dishes}) AS n`);
      await tx.execute(sql`
        INSERT INTO categories (business_id, name, enabled)
        SELECT ${b}, 'Section ' || n, true FROM generate_series(2, ${categories}) AS n`);
      await tx.execute(sql`DELETE FROM menu_categories WHERE business_id = ${b}`);
      await tx.execute(sql`
        INSERT INTO menu_categories (menu_id, category_id, business_id, position)
        SELECT ${menu.id}, c.id, ${b}, row_number() OVER (ORDER BY c.created_at, c.id) - 1
        FROM categories c WHERE c.business_id = ${b}`);
      await tx.execute(sql`DELETE FROM category_products WHERE business_id = ${b}`);
      // Category k holds dishes k × perCategory to (k + 1) × perCategory - 1: all distinct.
      await tx.execute(sql`
        INSERT INTO category_products (category_id, product_id, business_id, position)
        SELECT c.id, p.id, ${b}, p.rank % ${perCategory}
        FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) - 1 AS rank
              FROM categories WHERE business_id = ${b}) c
        JOIN (SELECT id, row_number() OVER (ORDER BY created_at, id) - 1 AS rank
              FROM products WHERE business_id = ${b}) p
          ON p.rank / ${perCategory} = c.rank`);
    }),
  );
  return { menuId: menu.id, token };
}
