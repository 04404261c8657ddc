import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Assume } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * What both drivers' raw results share: `db.execute(sql\`...\`)` resolves to `{ rows }`.
 * (pg's QueryResult and PGlite's Results both have `rows: T[]`.)
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}
export interface RowsResult<T> {
  rows: T[];
}

/**
 * The query builder every repository receives. Both drivers' databases satisfy it, so
 * repositories never care which one is running.
 */
export type Database = PgDatabase<QueryResultHKT, Schema>;

/** Driver-specific handle, for the migrator only. */
export type DatabaseDriver =
  | { kind: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite }
  | { kind: 'postgres'; db: NodePgDatabase<Schema>; client: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseDriver['kind'];
  driver: DatabaseDriver;
  /** One real round trip (`select 1`); rejects when the database is unreachable or closed. */
  ping(): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
}

export interface PgliteOptions {
  /** Directory of the data files; omit for an in-memory database (tests). */
  dataDir?: string;
  /** Start from a tarball made by `dumpDataDir` (test templates) instead of running initdb. */
  loadDataDir?: Blob;
}

/** docs/architecture.md §3: keeps the steady embedded server near 200–250 MB instead of ~350 MB. */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** PGlite in DATA_DIR/db unless DATABASE_URL names a PostgreSQL server. */
export function createDatabase(config: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return createPostgresDatabase(config.databaseUrl);
  const dataDir = join(config.dataDir, 'db');
  mkdirSync(dataDir, { recursive: true });
  return createPgliteDatabase({ dataDir });
}

export async function createPgliteDatabase(options: PgliteOptions = {}): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
  });
  const db = drizzlePglite({ client, schema });
  return handle({ kind: 'pglite', db, client }, async () => {
    if (!client.closed) await client.close();
  });
}

export async function createPostgresDatabase(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const client = new pg.Pool({ connectionString: url, max: poolSize });
  // Without a listener, an idle client's network error would crash the process.
  client.on('error', () => {});
  const db = drizzleNodePg({ client, schema });
  let ended = false;
  return handle({ kind: 'postgres', db, client }, async () => {
    if (ended) return;
    ended = true;
    await client.end();
  });
}

function handle(driver: DatabaseDriver, close: () => Promise<void>): DatabaseHandle {
  const db: Database = driver.db;
  return {
    db,
    kind: driver.kind,
    driver,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close,
  };
}
