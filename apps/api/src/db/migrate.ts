import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

/**
 * src/db/migrations when running from source (tests, tsx); dist/migrations in the bundle, where
 * build.mjs copies them next to server.js.
 */
export function migrationsFolder(): string {
  const folder = fileURLToPath(new URL('./migrations', import.meta.url));
  if (!existsSync(folder)) throw new Error(`Database migrations not found in ${folder}`);
  return folder;
}

/** Arbitrary constant naming Carta's migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_ID = 4_207_311;

/**
 * Applies pending migrations. drizzle records applied ones in drizzle.__drizzle_migrations, so a
 * second start applies nothing. On PostgreSQL an advisory lock keeps several API instances that
 * start together from migrating at the same time.
 */
export async function runMigrations(database: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  const { driver } = database;
  if (driver.kind === 'pglite') {
    await migratePglite(driver.db, config);
    return;
  }
  // Outside the pool: waiting for another instance's lock, or a migration rebuilding an index,
  // may take longer than the pool lets a statement run (POSTGRES_TIMEOUTS in client.ts).
  const connection = await driver.connectUnbounded();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzle({ client: connection }), config);
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await connection.end();
  }
}
