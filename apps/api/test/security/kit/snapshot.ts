import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import type { App } from '../../../src/app';

/**
 * Table name → digest of its rows; plus every file under DATA_DIR (by name: stored files are
 * never rewritten in place, every upload and mail gets a new name).
 */
export interface Snapshot {
  tables: Record<string, string>;
  files: Record<string, true>;
}

let tableList: Promise<string[]> | undefined;

/**
 * Tables that hold what the server derives from the others, not anybody's data: the stored public
 * pages and the queue of pages to render (docs/public-menu.md, "Caching that stays correct"). A
 * guest's read fills them, and the background worker writes them at any moment; they are to the
 * database what the in-memory cache is to the process.
 */
const DERIVED_TABLES = new Set(['public_bodies', 'public_render_due']);

/** Every table of the public schema (new tables are included without a change here). */
async function tables(db: App['db']): Promise<string[]> {
  tableList ??= db
    .execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
    .then((result) => result.rows.map((row) => row.name).filter((n) => !DERIVED_TABLES.has(n)));
  return tableList;
}

async function filesUnder(root: string, dir = root, into: Record<string, true> = {}) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return into;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await filesUnder(root, path, into);
    else into[relative(root, path)] = true;
  }
  return into;
}

/**
 * One round trip: the md5 of every table's rows (as text, sorted), and the files of DATA_DIR
 * (after mail sent in the background is written). Two equal snapshots mean no row and no stored
 * file changed.
 */
export async function snapshot({ app, dataDir }: { app: App; dataDir: string }): Promise<Snapshot> {
  await app.accounts.settled();
  const db = app.db;
  const names = await tables(db);
  const digest = names
    .map(
      (name) =>
        `select '${name}' as name, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from "${name}" t`,
    )
    .join(' union all ');
  const result = await db.execute<{ name: string; digest: string }>(sql.raw(digest));
  return {
    tables: Object.fromEntries(result.rows.map((row) => [row.name, row.digest])),
    files: await filesUnder(dataDir),
  };
}

/** The tables and files that differ between two snapshots (empty when nothing changed). */
export function changes(before: Snapshot, after: Snapshot): string[] {
  const differ = (a: Record<string, unknown>, b: Record<string, unknown>, kind: string) =>
    [...new Set([...Object.keys(a), ...Object.keys(b)])]
      .filter((key) => a[key] !== b[key])
      .map((key) => `${kind} ${key}`);
  return [
    ...differ(before.tables, after.tables, 'table'),
    ...differ(before.files, after.files, 'file'),
  ];
}
