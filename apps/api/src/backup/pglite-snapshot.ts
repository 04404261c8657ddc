import type { PGlite } from '@electric-sql/pglite';
import { COUNTS_SQL, parseCounts, type DatabaseCounts } from './table-counts';

export interface PgliteSnapshot extends DatabaseCounts {
  /** The data directory as an uncompressed tar (PGlite's `dumpDataDir`). */
  data: Blob;
  takenAt: string;
}

/**
 * A consistent copy of an open PGlite database, taken in the process that has it open.
 *
 * PGlite runs one statement at a time and a transaction holds it exclusively, so inside this
 * transaction no other request can write: the counts and the copied files describe the same
 * committed state. CHECKPOINT first flushes shared buffers to the data files, so the copy opens
 * with almost nothing to replay. Other requests wait meanwhile (about 0.3 s for 40 MB of data).
 */
export async function snapshotPglite(client: PGlite): Promise<PgliteSnapshot> {
  return client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    const counts = parseCounts((await tx.query<{ name: string; rows: number }>(COUNTS_SQL)).rows);
    const takenAt = new Date().toISOString();
    return { ...counts, takenAt, data: await client.dumpDataDir('none') };
  });
}
