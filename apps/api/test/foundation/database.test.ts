import { messages } from '@carta/shared';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createDatabase, type DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { accounts, businesses, categories, categoryProducts, products } from '../../src/db/schema';
import { createTestApp } from '../helpers/app';
import {
  createPostgresCopy,
  createTestDatabase,
  testDatabaseKind,
  truncateAll,
} from '../helpers/database';

async function appliedMigrations(database: DatabaseHandle): Promise<number> {
  const result = await database.db.execute<{ count: string | number }>(
    sql`select count(*) as count from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.count);
}

describe('starting twice on the same DATA_DIR / DATABASE_URL', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'carta-restart-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the data of the first start and does not re-run the migrations', async () => {
    const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    if (testDatabaseKind() === 'postgres') env.DATABASE_URL = await createPostgresCopy();
    const config = loadConfig(env);

    const first = await createDatabase(config);
    expect(first.kind).toBe(testDatabaseKind());
    await runMigrations(first);
    const migrations = await appliedMigrations(first);
    expect(migrations).toBeGreaterThan(0);
    await first.db.insert(accounts).values({ email: 'first@example.com', passwordHash: 'x' });
    await first.close();

    const second = await createDatabase(config);
    await runMigrations(second);
    expect(await appliedMigrations(second)).toBe(migrations);
    const rows = await second.db.select().from(accounts);
    expect(rows.map((row) => row.email)).toEqual(['first@example.com']);
    await second.close();
    // Two embedded databases started from nothing, each migrated: slow on a busy 2-core machine.
  }, 60_000);
});

describe('closing', () => {
  it('app.close() closes the database; health then answers 503 with the error body', async () => {
    const database = await createTestDatabase();
    const t = await createTestApp({ database });
    await database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: messages.databaseUnavailable,
      code: 'databaseUnavailable',
    });
    expect(response.headers['retry-after']).toBe('5');
    await t.close();
  });

  it('app.close() closes the database it was given', async () => {
    const t = await createTestApp();
    await t.database.ping();
    await t.close();
    await expect(t.database.ping()).rejects.toThrow();
  });
});

describe('schema (docs/architecture.md §6)', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  async function seed() {
    await truncateAll(database.db);
    const [owner] = await database.db
      .insert(accounts)
      .values({ email: 'owner@example.com', passwordHash: 'x' })
      .returning();
    const [mine, theirs] = await database.db
      .insert(businesses)
      .values([
        { ownerId: owner!.id, name: 'Mine' },
        { ownerId: owner!.id, name: 'Theirs' },
      ])
      .returning();
    const [product] = await database.db
      .insert(products)
      .values({ businessId: mine!.id, name: 'Pizza Margherita', price: '12.5' })
      .returning();
    const [category] = await database.db
      .insert(categories)
      .values({ businessId: mine!.id, name: 'Pizzas' })
      .returning();
    const [foreignCategory] = await database.db
      .insert(categories)
      .values({ businessId: theirs!.id, name: 'Foreign' })
      .returning();
    return {
      owner: owner!,
      mine: mine!,
      theirs: theirs!,
      product: product!,
      category: category!,
      foreignCategory: foreignCategory!,
    };
  }

  it('has pg_trgm installed for name search', async () => {
    const result = await database.db.execute<{ extname: string }>(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(result.rows).toHaveLength(1);
  });

  it('returns prices as decimal strings and timestamps as dates', async () => {
    const { product } = await seed();
    expect(product.price).toBe('12.50');
    expect(product.enabled).toBe(true);
    expect(product.createdAt).toBeInstanceOf(Date);
    expect(product.updatedAt).toBeNull();
  });

  it('stores e-mail addresses lower-cased only', async () => {
    await truncateAll(database.db);
    await expect(
      database.db.insert(accounts).values({ email: 'Mixed@Example.com', passwordHash: 'x' }),
    ).rejects.toThrow();
  });

  it('refuses to put a product in a category of another business', async () => {
    const { mine, theirs, product, foreignCategory } = await seed();
    for (const businessId of [mine.id, theirs.id]) {
      await expect(
        database.db.insert(categoryProducts).values({
          categoryId: foreignCategory.id,
          productId: product.id,
          businessId,
          position: 0,
        }),
      ).rejects.toThrow();
    }
  });

  it('removes a deleted product from its categories, and a deleted business with everything in it', async () => {
    const { mine, product, category } = await seed();
    await database.db
      .insert(categoryProducts)
      .values({ categoryId: category.id, productId: product.id, businessId: mine.id, position: 0 });
    await database.db.delete(products).where(eq(products.id, product.id));
    expect(await database.db.select().from(categoryProducts)).toEqual([]);

    await database.db.delete(businesses).where(eq(businesses.id, mine.id));
    expect(
      await database.db.select().from(categories).where(eq(categories.businessId, mine.id)),
    ).toEqual([]);
  });
});
