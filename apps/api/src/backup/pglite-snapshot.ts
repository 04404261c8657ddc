import { constants } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { COUNTS_SQL, parseCounts, type DatabaseCounts } from './table-counts';

export interface PgliteSnapshot extends DatabaseCounts {
  takenAt: string;
}

/** Files copied at once: the copies overlap in the thread pool (3-6x faster than one by one). */
const PARALLEL_COPIES = 16;

/** Copies a directory tree; a copy-on-write clone where the file system offers one. */
export async function copyTree(source: string, target: string): Promise<void> {
  const files: string[] = [];
  const walk = async (relative: string) => {
    await mkdir(join(target, relative), { recursive: true, mode: 0o700 });
    for (const item of await readdir(join(source, relative), { withFileTypes: true })) {
      const path = join(relative, item.name);
      if (item.isDirectory()) await walk(path);
      else if (item.isFile()) files.push(path);
    }
  };
  await walk('');
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const path = files[next++]!;
      await copyFile(join(source, path), join(target, path), constants.COPYFILE_FICLONE);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_COPIES }, worker));
}

/**
 * A consistent copy of an open PGlite database's files (`dataDir`) into `target`, taken in the
 * process that has it open.
 *
 * PGlite runs one statement at a time and a transaction holds it exclusively, so inside this
 * transaction no other request can write: the counts and the copied files describe the same
 * committed state. CHECKPOINT first flushes shared buffers to the data files, so the copy opens
 * with almost nothing to replay. Other requests wait meanwhile (the time of a file copy of the
 * database: about 0.2 s for 40 MB). Files are copied on disk, not through memory: a snapshot costs
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
