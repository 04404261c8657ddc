import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { main } from '../../src/backup/cli';
import { createPostgresDatabase, type DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { accounts, businesses } from '../../src/db/schema';
import { createPostgresCopy, testDatabaseKind } from '../helpers/database';
import { adminQuery, databaseUrl } from '../helpers/postgres-admin';

/*
 * issue 26 item 13: `npm run restore` into a new, empty PostgreSQL database (a new server, a
 * disaster recovery) failed with 42P01 until a Carta server had run its migrations there once: the
 * restore counted the current database's rows before setting it aside, and an empty database has
 * no tables to count. Before the fix the restore threw `relation "account_tokens" does not exist`
 * (42P01).
 */

const onPostgres = testDatabaseKind() === 'postgres';

describe.runIf(onPostgres)('npm run restore into a new, empty PostgreSQL database', () => {
  let work: string;
  let sourceUrl: string;
  let emptyUrl: string;
  const opened: DatabaseHandle[] = [];

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'carta-restore-new-'));
    sourceUrl = await createPostgresCopy();
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') throw new Error('expected PostgreSQL');
    // Same prefix as the template, so the global teardown drops it if this file fails half-way.
    const emptyName = `${source.templateName}_empty_${randomBytes(4).toString('hex')}`;
    await adminQuery(source.adminUrl, `CREATE DATABASE "${emptyName}"`);
    emptyUrl = databaseUrl(source.adminUrl, emptyName);
  });

  afterAll(async () => {
    for (const database of opened) await database.close();
    const source = inject('testDatabase');
    if (source.kind === 'postgres') {
      for (const url of [sourceUrl, emptyUrl].filter(Boolean)) {
        const name = new URL(url).pathname.slice(1);
        await adminQuery(source.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    }
    await rm(work, { recursive: true, force: true });
  });

  const open = async (url: string) => {
    const database = await createPostgresDatabase(url, 1);
    opened.push(database);
    return database;
  };

  it('restores the backup and a server can start on it (its migrations find nothing to do)', async () => {
    const source = await open(sourceUrl);
    const [owner] = await source.db
      .insert(accounts)
      .values({ email: 'restore-new@example.com', passwordHash: 'x', active: true })
      .returning();
    await source.db.insert(businesses).values({ ownerId: owner!.id, name: 'Casa Nueva' });

    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    const backupDir = join(work, 'backups');
    const backup = await main(
      ['backup', '--out', backupDir],
      { DATA_DIR: join(work, 'source'), DATABASE_URL: sourceUrl },
      print,
    );
    expect(backup, lines.join('\n')).toBe(0);
    const [archive] = await readdir(backupDir);

    const restored = await main(
      ['restore', join(backupDir, archive!)],
      { DATA_DIR: join(work, 'target'), DATABASE_URL: emptyUrl },
      print,
    );
    expect(restored, lines.join('\n')).toBe(0);
    expect(lines.join('\n')).toContain('Restored backup of');

    const target = await open(emptyUrl);
    await runMigrations(target);
    const { rows } = await target.db.execute<{ name: string }>(
      sql`select b.name from businesses b join accounts a on a.id = b.owner_id where a.email = 'restore-new@example.com'`,
    );
    expect(rows.map((row) => row.name)).toEqual(['Casa Nueva']);
  }, 60_000);
});
