import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { getTableName, isTable, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  type Database,
  type DatabaseHandle,
} from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { adminQuery, databaseUrl } from './postgres-admin';
import './provided';

export const testDatabaseKind = () => inject('testDatabase').kind;

/**
 * A new, migrated, empty database for one test file (or one test): a copy of the PGlite template
 * made by pglite-setup.ts, or on PostgreSQL a database cloned from the migrated template, dropped
 * again on close().
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const tarball = await readFile(source.templateFile);
    return createPgliteDatabase({ loadDataDir: new Blob([tarball]) });
  }
  const url = await createPostgresCopy();
  const database = await createPostgresDatabase(url, 4);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(
        source.adminUrl,
        `DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`,
      );
    },
  };
}

/** PostgreSQL only: URL of a fresh migrated database (dropped by the global teardown). */
export async function createPostgresCopy(): Promise<string> {
  const source = inject('testDatabase');
  if (source.kind !== 'postgres')
    throw new Error('createPostgresCopy needs the api-postgres project');
  const name = `${source.templateName}_${randomBytes(4).toString('hex')}`;
  await adminQuery(source.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${source.templateName}"`);
  return databaseUrl(source.adminUrl, name);
}

const tableNames = Object.values(schema)
  .filter(isTable)
  .map((table) => `"${getTableName(table)}"`)
  .join(', ');

/** Empties every table, for isolating tests that share one database. */
export async function truncateAll(db: Database): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${tableNames} CASCADE`));
}
