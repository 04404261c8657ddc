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
  | {
      kind: 'postgres';
      db: NodePgDatabase<Schema>;
      client: pg.Pool;
      /** A connection outside the pool, without its statement and read timeouts (migrations). */
      connectUnbounded(): Promise<pg.Client>;
    };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseDriver['kind'];
  driver: DatabaseDriver;
  /**
   * One real round trip (`select 1`); rejects when the database is unreachable or closed, or (on
   * PostgreSQL) has not answered within `timeoutMs` (POSTGRES_TIMEOUTS.pingMs by default).
   */
  ping(timeoutMs?: number): Promise<void>;
  /** The database server's clock, ms since the epoch (docs/security.md, "When the database goes away"). */
  serverTime(): Promise<number>;
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

/**
 * How long the PostgreSQL pool waits (docs/security.md, "When the database goes away"). Every
 * request of Carta runs statements of milliseconds (imports write in chunks of 400 rows), so a
 * statement still running after seconds is stuck, and a database that does not answer at all is
 * gone: the request answers 503 with Retry-After instead of hanging, and the connection is
 * replaced.
 */
export const POSTGRES_TIMEOUTS = {
  /** Opening a connection, or waiting for a free one while all are busy. */
  connectMs: 5_000,
  /** The server cancels a statement running longer (SQLSTATE 57014): a lock waited for, a runaway query. */
  statementMs: 5_000,
  /**
   * The client stops waiting for an answer this long after asking, and closes that connection:
   * the server did not even cancel (a partition, a frozen server). Just above `statementMs`.
   */
  queryMs: 6_000,
  /** A transaction left idle this long (its process stalled or lost) is ended by the server, freeing its locks. */
  idleInTransactionMs: 60_000,
  /** TCP keepalive after this much silence: a silently dropped idle connection is found and replaced. */
  keepAliveMs: 10_000,
  /** `ping()`: a health check answers within this. */
  pingMs: 2_000,
} as const;

/** What pg says when a query's `query_timeout` passed without an answer. */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

type QueryCallback = (error: Error | undefined, result: unknown) => void;

/** The text of a query as pg receives it: a string or `{ text }`. */
const queryText = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof (query as { text?: unknown } | null)?.text === 'string'
      ? (query as { text: string }).text
      : '';

/**
 * A pooled connection that can neither crash the process nor be lost or come back stuck:
 * - it always has an 'error' listener. pg emits 'error' on a client whose connection ends (a
 *   terminated backend, a restart) even while a query already got the error; the pool listens
 *   only while the client is idle, so a client checked out for a transaction (drizzle's
 *   `db.transaction`) had none, and the event ended the process;
 * - when a query gets no answer within `query_timeout`, its connection is destroyed: pg only
 *   stops waiting, and drizzle releases a transaction's client without an error, so it would go
 *   back to the pool with the unanswered query still ahead of every next one;
 * - when a transaction's `begin` fails, the client is released (as failed, so the pool closes
 *   it): drizzle 0.45 runs `begin` before the try/finally that releases the client, so each
 *   such failure (a dead connection, a partition) would take one connection from the pool for
 *   good (drizzle-orm issue #6241). A second release, from a drizzle that fixed this, does
 *   nothing.
 */
class GuardedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => {
      // The pool drops a client whose connection failed (it is no longer queryable); the
      // query that was running got the same error and answers 503 (plugins/error-handler.ts).
    });
  }

  private failed(query: unknown, error: unknown) {
    if (error instanceof Error && error.message === READ_TIMEOUT_MESSAGE) {
      this.connection.stream.destroy();
    }
    const { release } = this as unknown as { release?: (error?: Error) => void };
    if (error && release && /^\s*begin\b/i.test(queryText(query))) {
      (this as unknown as { release: () => void }).release = () => {};
      release(error instanceof Error ? error : new Error(String(error)));
    }
  }

  // pg's query() has many overloads; every form is passed through unchanged and only watched.
  override query(...args: unknown[]): never {
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as QueryCallback;
      args[last] = (error: Error | undefined, result: unknown) => {
        if (error) this.failed(args[0], error);
        callback(error, result);
      };
    }
    const result = (super.query as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) result.catch((error: unknown) => this.failed(args[0], error));
    return result as never;
  }
}

export async function createPostgresDatabase(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const client = new pg.Pool({
    connectionString: url,
    max: poolSize,
    Client: GuardedClient as unknown as new () => pg.ClientBase,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: POSTGRES_TIMEOUTS.keepAliveMs,
  });
  // An idle client's network error reaches the pool (which drops that client): without a
  // listener it would crash the process.
  client.on('error', () => {});
  const db = drizzleNodePg({ client, schema });
  let ended = false;
  const connectUnbounded = async () => {
    const unbounded = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: POSTGRES_TIMEOUTS.keepAliveMs,
    });
    unbounded.on('error', () => {});
    await unbounded.connect();
    return unbounded;
  };
  return handle({ kind: 'postgres', db, client, connectUnbounded }, async () => {
    if (ended) return;
    ended = true;
    await client.end();
  });
}

/** The database did not answer in time (a check with its own deadline); answered 503. */
export class DatabaseTimeoutError extends Error {
  readonly databaseUnavailable = true;

  constructor(message: string) {
    super(message);
    this.name = 'DatabaseTimeoutError';
  }
}

function handle(driver: DatabaseDriver, close: () => Promise<void>): DatabaseHandle {
  const db: Database = driver.db;
  return {
    db,
    kind: driver.kind,
    driver,
    async ping(timeoutMs = POSTGRES_TIMEOUTS.pingMs) {
      // The embedded database runs in this process and cannot be cut off: a slow answer there
      // means it is busy, not gone, so the check waits for it.
      if (driver.kind === 'pglite') {
        await db.execute(sql`select 1`);
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new DatabaseTimeoutError(`no answer within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      const answer = db.execute(sql`select 1`);
      answer.catch(() => {}); // settled after the deadline: nobody waits for it any more
      try {
        await Promise.race([answer, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async serverTime() {
      const { rows } = await db.execute<{ ms: string | number }>(
        sql`select floor(extract(epoch from clock_timestamp()) * 1000) as ms`,
      );
      return Number(rows[0]!.ms);
    },
    close,
  };
}
