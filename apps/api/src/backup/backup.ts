import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { createPgliteDatabase } from '../db/client';
import { embeddedDatabaseExists } from '../db/prepare-embedded';
import { BackupError } from './backup-error';
import { acquireDataDirLock, DataDirBusyError, lockHolder, type LockInfo } from './data-dir-lock';
import {
  ARCHIVE_FORMAT,
  fileStamp,
  isAllowedEntryName,
  isUploadName,
  MANIFEST_ENTRY,
  PGLITE_DIRECTORY,
  POSTGRES_ENTRY,
  UPLOADS_PREFIX,
  type Manifest,
  type ManifestEntry,
} from './manifest';
import { pgliteCounts } from './pglite-snapshot';
import { pgDump } from './postgres-tools';
import { SNAPSHOT_DIRECTORY_PREFIX, SNAPSHOT_PATH, type SnapshotAnswer } from './snapshot-service';
import type { DatabaseCounts } from './table-counts';
import { tarEnd, tarHeader, tarPadding } from './tar';

export interface BackupOptions {
  dataDir: string;
  /** Back up this PostgreSQL database with pg_dump instead of the embedded one. */
  databaseUrl?: string;
  /** Images live in an S3 bucket: they are not copied (docs/backups.md). */
  s3?: boolean;
  /** A directory (the file is named carta-backup-<time>.tar.gz) or a file ending in .tar.gz. */
  out: string;
  /** Keep only the newest `keep` carta-backup-*.tar.gz files of the output directory. */
  keep?: number;
  log?: (line: string) => void;
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
}

const ARCHIVE_PREFIX = 'carta-backup-';
const ARCHIVE_SUFFIX = '.tar.gz';

interface DatabaseCopy extends DatabaseCounts {
  via: Manifest['database']['via'];
  takenAt: string;
}

/** Bytes of one archive entry: from memory, or from a file streamed in chunks. */
type EntrySource = { name: string; data: Uint8Array } | { name: string; file: string };

/**
 * `npm run backup`: the database and the uploaded images in one .tar.gz, consistent while the
 * server runs. The database is copied first, the images after: images are immutable (every upload
 * has a new name, and no stored image referenced by a row is ever deleted or rewritten), so every
 * image the database copy names is still on disk when the images are copied. Images uploaded in
 * between come along unreferenced, which is harmless.
 */
export async function runBackup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  const file = archivePath(options.out, new Date());
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const work = `${file}.work`;

  let embedded: EmbeddedSnapshot | undefined;
  try {
    const sources: EntrySource[] = [];
    const directories: string[] = [];
    let copy: DatabaseCopy;
    if (options.databaseUrl) {
      const dumpFile = join(work, 'postgres.dump');
      await mkdir(work, { recursive: true });
      log('Dumping the PostgreSQL database with pg_dump …');
      const counts = await pgDump(options.databaseUrl, dumpFile);
      copy = { ...counts, via: 'pg_dump', takenAt: new Date().toISOString() };
      sources.push({ name: POSTGRES_ENTRY, file: dumpFile });
    } else {
      embedded = await snapshotEmbedded(options.dataDir, log);
      copy = embedded.copy;
      directories.push(PGLITE_DIRECTORY);
      await listTree(embedded.directory, PGLITE_DIRECTORY, sources, directories);
    }

    const uploads = options.s3 ? [] : await uploadFiles(options.dataDir);
    const entries: ManifestEntry[] = [];
    let uploadBytes = 0;
    let uploadCount = 0;
    let written: Manifest | undefined;

    async function* archive(): AsyncGenerator<Uint8Array> {
      for (const name of directories) yield tarHeader(`${checkName(name)}/`, 0, new Date(), '5');
      for (const source of sources) yield* entry(source, entries);
      await embedded?.release();
      for (const name of uploads) {
        let data: Buffer;
        try {
          data = await readFile(join(options.dataDir, 'uploads', name));
        } catch (error) {
          // Only an upload that failed before its row was written disappears (see above).
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        uploadBytes += data.length;
        uploadCount++;
        yield* entry({ name: UPLOADS_PREFIX + name, data }, entries);
      }
      const manifest: Manifest = {
        app: 'carta',
        format: ARCHIVE_FORMAT,
        createdAt: new Date().toISOString(),
        database: {
          kind: options.databaseUrl ? 'postgres' : 'pglite',
          via: copy.via,
          entry: options.databaseUrl ? POSTGRES_ENTRY : PGLITE_DIRECTORY,
          takenAt: copy.takenAt,
          migrations: copy.migrations,
          tables: copy.tables,
        },
        uploads: {
          storage: options.s3 ? 's3' : 'local',
          files: uploadCount,
          bytes: uploadBytes,
        },
        entries,
        directories,
      };
      written = manifest;
      const data = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
      yield tarHeader(MANIFEST_ENTRY, data.length, new Date());
      yield data;
      yield tarPadding(data.length);
      yield tarEnd();
    }

    // Level 1: twice as fast as the default for ~10% more bytes (mostly empty database pages).
    await pipeline(
      archive(),
      createGzip({ level: 1 }),
      (await open(partial, 'w', 0o600)).createWriteStream(),
    );
    await syncFile(partial);
    await rename(partial, file);
    await syncFile(dirname(file));
    log(`Backup written to ${file}`);
    if (options.keep !== undefined) await pruneOldArchives(dirname(file), options.keep, log);
    return { file, manifest: written! };
  } finally {
    await embedded?.release();
    await rm(partial, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}

/** Files (in `sources`) and directories (in `directories`) under `directory`, as archive names. */
async function listTree(
  directory: string,
  name: string,
  sources: EntrySource[],
  directories: string[],
): Promise<void> {
  const items = await readdir(directory, { withFileTypes: true });
  for (const item of items.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(directory, item.name);
    const entryName = `${name}/${item.name}`;
    if (item.isDirectory()) {
      directories.push(entryName);
      await listTree(path, entryName, sources, directories);
    } else if (item.isFile()) {
      sources.push({ name: entryName, file: path });
    }
  }
}

function archivePath(out: string, now: Date): string {
  if (out.endsWith(ARCHIVE_SUFFIX)) return out;
  return join(out, `${ARCHIVE_PREFIX}${fileStamp(now)}${ARCHIVE_SUFFIX}`);
}

async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** What restore would refuse must not be written: fail the backup instead of making it useless. */
function checkName(name: string): string {
  if (!isAllowedEntryName(name)) throw new BackupError(`Cannot archive ${name}: unexpected name`);
  return name;
}

async function* entry(source: EntrySource, entries: ManifestEntry[]): AsyncGenerator<Uint8Array> {
  checkName(source.name);
  const hash = createHash('sha256');
  const mtime = new Date();
  let size: number;
  if ('data' in source) {
    size = source.data.length;
    yield tarHeader(source.name, size, mtime);
    hash.update(source.data);
    yield source.data;
  } else {
    size = (await stat(source.file)).size;
    yield tarHeader(source.name, size, mtime);
    let streamed = 0;
    for await (const chunk of createReadStream(source.file) as AsyncIterable<Buffer>) {
      streamed += chunk.length;
      hash.update(chunk);
      yield chunk;
    }
    if (streamed !== size) throw new BackupError(`${source.file} changed while it was archived`);
  }
  yield tarPadding(size);
  entries.push({ name: source.name, size, sha256: hash.digest('hex') });
}

/** Names in DATA_DIR/uploads, skipping temporary files of uploads in progress (dot files). */
async function uploadFiles(dataDir: string): Promise<string[]> {
  const directory = join(dataDir, 'uploads');
  if (!existsSync(directory)) return [];
  const listed = await readdir(directory, { withFileTypes: true });
  return listed
    .filter((item) => item.isFile() && isUploadName(item.name))
    .map((item) => item.name)
    .sort();
}

interface EmbeddedSnapshot {
  copy: DatabaseCopy;
  /** The database files to archive; they do not change until release(). */
  directory: string;
  /** Removes the server's snapshot copy, or gives DATA_DIR's lock back. Safe to call twice. */
  release(): Promise<void>;
}

/**
 * The embedded database: when a server runs on DATA_DIR (only it may open the files), it copies
 * them consistently into DATA_DIR/.snapshot-<uuid>/ for us. Otherwise this process takes
 * DATA_DIR's lock (no server can start meanwhile), opens the database once for its counts, closes
 * it, and archives DATA_DIR/db itself, which nothing changes while the lock is held.
 */
async function snapshotEmbedded(
  dataDir: string,
  log: (line: string) => void,
): Promise<EmbeddedSnapshot> {
  for (let attempt = 0; ; attempt++) {
    const holder = await lockHolder(dataDir);
    if (holder) {
      if (holder.role !== 'server') throw new DataDirBusyError(dataDir, holder);
      log(
        `A Carta server (process ${holder.pid}) has the database open: asking it for a snapshot …`,
      );
      return snapshotFromServer(dataDir, holder);
    }
    if (!embeddedDatabaseExists(dataDir)) {
      throw new BackupError(`There is no embedded database in ${join(dataDir, 'db')}.`);
    }
    let lock;
    try {
      lock = await acquireDataDirLock(dataDir, 'backup');
    } catch (error) {
      // A server started between the check and the lock: ask it instead.
      if (error instanceof DataDirBusyError && attempt === 0) continue;
      throw error;
    }
    try {
      log('No server runs on this DATA_DIR: opening the database directly …');
      const directory = join(dataDir, 'db');
      const database = await createPgliteDatabase({ dataDir: directory });
      let counts: DatabaseCounts;
      try {
        if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
        counts = await pgliteCounts(database.driver.client);
      } finally {
        await database.close();
      }
      const copy: DatabaseCopy = { ...counts, via: 'direct', takenAt: new Date().toISOString() };
      return { copy, directory, release: async () => lock.release() };
    } catch (error) {
      lock.release();
      throw error;
    }
  }
}

async function snapshotFromServer(dataDir: string, holder: LockInfo): Promise<EmbeddedSnapshot> {
  if (!holder.snapshotPort || !holder.secret) {
    throw new BackupError(
      `The Carta server (process ${holder.pid}) on ${dataDir} is still starting; try again in a few seconds.`,
    );
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${holder.snapshotPort}${SNAPSHOT_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${holder.secret}` },
    });
  } catch (error) {
    throw new BackupError(
      `The Carta server (process ${holder.pid}) did not answer on 127.0.0.1:${holder.snapshotPort}: ${(error as Error).message}`,
    );
  }
  if (response.status !== 200) {
    throw new BackupError(`The Carta server refused the snapshot (HTTP ${response.status}).`);
  }
  const answer = (await response.json()) as SnapshotAnswer;
  const directory = resolve(answer.directory);
  // Only ever remove a snapshot folder of this DATA_DIR.
  if (
    dirname(directory) !== resolve(dataDir) ||
    !basename(directory).startsWith(SNAPSHOT_DIRECTORY_PREFIX)
  ) {
    throw new BackupError(`The server answered an unexpected snapshot folder: ${directory}`);
  }
  const { tables, migrations, takenAt } = answer;
  return {
    copy: { tables, migrations, takenAt, via: 'server' },
    directory,
    release: () => rm(directory, { recursive: true, force: true }),
  };
}

async function pruneOldArchives(directory: string, keep: number, log: (line: string) => void) {
  const archives = (await readdir(directory))
    .filter((name) => name.startsWith(ARCHIVE_PREFIX) && name.endsWith(ARCHIVE_SUFFIX))
    .sort()
    .reverse();
  for (const name of archives.slice(Math.max(keep, 1))) {
    await rm(join(directory, name), { force: true });
    log(`Removed the old backup ${basename(name)}`);
  }
}
