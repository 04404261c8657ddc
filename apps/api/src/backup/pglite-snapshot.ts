import { constants } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { COUNTS_SQL, parseCounts, type DatabaseCounts } from './table-counts';

export interface PgliteSnapshot extends DatabaseCounts {
  takenAt: string;
}

/** Copies a directory tree; a copy-on-write clone where the file system offers one. */
export async function copyTree(source: string, target: string): Promise<void> {
  await mkdir(target, { recursive: true, mode: 0o700 });
  for (const item of await readdir(source, { withFileTypes: true })) {
    const from = join(source, item.name);
    const to = join(target, item.name);
    if (item.isDirectory()) await copyTree(from, to);
    else if (item.isFile()) await copyFile(from, to, constants.COPYFILE_FICLONE);
  }
}

/**
 * A consistent copy of an open PGlite database's files (`dataDir`) into `target`, taken in the
 * process that has it open.
 *
 * PGlite runs one statement at a time and a transaction holds it exclusively, so inside this
 * transaction no other request can write: the counts and the copied files describe the same
 * committed state. CHECKPOINT first flushes shared buffers to the data files, so the copy opens
 * with almost nothing to replay. Other requests wait meanwhile (the time of a file copy of the
 * database: about 0.1 s for 40 MB). Files are copied on disk, not through memory: a snapshot costs
 * the server no memory (PGlite's own `dumpDataDir` would hold the database three times in memory).
 */
export async function snapshotPgliteFiles(
  client: PGlite,
  dataDir: string,
  target: string,
): Promise<PgliteSnapshot> {
  return client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    const counts = parseCounts((await tx.query<{ name: string; rows: number }>(COUNTS_SQL)).rows);
    const takenAt = new Date().toISOString();
    await copyTree(dataDir, target);
    return { ...counts, takenAt };
  });
}

/** Row counts and migration level of an open PGlite database. */
export async function pgliteCounts(client: PGlite): Promise<DatabaseCounts> {
  return parseCounts((await client.query<{ name: string; rows: number }>(COUNTS_SQL)).rows);
}
