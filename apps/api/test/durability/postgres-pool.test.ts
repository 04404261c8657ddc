import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase, type DatabaseHandle } from '../../src/db/client';
import { createPostgresCopy, testDatabaseKind } from '../helpers/database';
import { TcpProxy } from '../helpers/tcp-proxy';

/*
 * issue 26 item 9, the pool itself (docs/security.md, "When the database goes away"): a pool of
 * ONE connection, through a TCP proxy, so that losing that connection for good shows at once.
 * Before the fix the transaction in the partition hung for as long as the partition lasted (no
 * read timeout). With the read timeout alone, the pool's only connection was lost: drizzle runs
 * `begin` outside the try/finally that releases the client, so the next query waited 5 s for a
 * free connection and failed ("timeout exceeded when trying to connect").
 */

const onPostgres = testDatabaseKind() === 'postgres';

describe.runIf(onPostgres)('the PostgreSQL pool when the database stops answering', () => {
  let proxy: TcpProxy;
  let database: DatabaseHandle;

  beforeAll(async () => {
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const admin = new URL(source.adminUrl);
    proxy = await TcpProxy.start({ host: admin.hostname, port: Number(admin.port || 5432) });
    database = await createPostgresDatabase(proxy.address(await createPostgresCopy()), 1);
  });
  afterAll(async () => {
    await database?.close();
    await proxy?.close();
  });

  it('a transaction cut off by a partition fails within seconds and gives its connection back', async () => {
    await database.db.execute(sql`select 1`); // the one connection, open and idle
    proxy.freeze();
    const started = performance.now();
    try {
      await expect(
        database.db.transaction(async (tx) => tx.execute(sql`select 1`)),
      ).rejects.toThrow();
      // The read timeout is 6 s; generous bound, the old code never answered.
      expect(performance.now() - started).toBeLessThan(15_000);
    } finally {
      proxy.unfreeze();
    }
    // The pool of one serves again: the connection was closed and is replaced.
    const { rows } = await database.db.execute<{ one: number }>(sql`select 1 as one`);
    expect(rows).toEqual([{ one: 1 }]);
    // And a transaction on it commits.
    const value = await database.db.transaction(async (tx) => {
      const result = await tx.execute<{ two: number }>(sql`select 2 as two`);
      return result.rows[0]!.two;
    });
    expect(value).toBe(2);
  }, 30_000);
});
