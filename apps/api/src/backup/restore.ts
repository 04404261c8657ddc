import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { createPgliteDatabase } from '../db/client';
import { migrationsFolder } from '../db/migrate';
import { BackupError } from './backup-error';
import { acquireDataDirLock, DataDirBusyError, lockHolder } from './data-dir-lock';
import {
  ARCHIVE_FORMAT,
  fileStamp,
  isAllowedEntryName,
  MANIFEST_ENTRY,
  ManifestSchema,
  RESTORE_DIRECTORY_PREFIX,
  UPLOADS_DIRECTORY,
  type Manifest,
  type ManifestEntry,
} from './manifest';
import { otherSessions, pgDumpAsIs, pgRestore, postgresCounts } from './postgres-tools';
import { pgliteCounts } from './pglite-snapshot';
import type { DatabaseCounts } from './table-counts';
import { ArchiveError, readTar } from './tar';

export interface RestoreOptions {
  dataDir: string;
  /** Restore into this PostgreSQL database (the archive must hold a pg_dump). */
  databaseUrl?: string;
  archive: string;
  /** Only verify the archive (manifest, checksums); change nothing. */
  checkOnly?: boolean;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the previous data was put aside (nothing when there was none, or with checkOnly). */
  setAside: string[];
}

/** A manifest larger than this is not one of ours. */
const MAX_MANIFEST_BYTES = 32 * 1024 * 1024;

/**
 * `npm run restore <archive>`: verifies the whole archive first (every entry's size and SHA-256
 * against the manifest, the schema level, and that the database opens with the manifest's row
 * counts), and only then swaps it in. The previous DATA_DIR/db and DATA_DIR/uploads are renamed to
 * *.before-restore-<time>, never deleted; on PostgreSQL the current database is first saved with
 * pg_dump beside them. Refuses while a server (or another backup or restore) has DATA_DIR open.
 */
export async function runRestore(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  if (options.checkOnly) {
    const manifest = await verifyArchive(options.archive, null);
    log(`${options.archive} is complete: ${describe(manifest)}`);
    return { manifest, setAside: [] };
  }

  const holder = await lockHolder(options.dataDir);
  if (holder) {
    throw new BackupError(
      `${new DataDirBusyError(options.dataDir, holder).message}. Stop it before restoring.`,
    );
  }
  const lock = await acquireDataDirLock(options.dataDir, 'restore');
  const stamp = fileStamp(new Date());
  const staging = join(options.dataDir, `${RESTORE_DIRECTORY_PREFIX}${stamp}`);
  try {
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true, mode: 0o700 });
    log(`Verifying ${options.archive} …`);
    const manifest = await verifyArchive(options.archive, staging);
    log(`Verified: ${describe(manifest)}`);
    await checkCompatible(manifest, options.databaseUrl);

    const setAside: string[] = [];
    const database = join(staging, manifest.database.entry);
    if (options.databaseUrl) {
      const sessions = await otherSessions(options.databaseUrl);
      if (sessions > 0) {
        throw new BackupError(
          `${sessions} other session(s) are connected to the database (Carta servers?). Stop every server using it before restoring.`,
        );
      }
      const before = join(options.dataDir, `postgres.before-restore-${stamp}.dump`);
      log('Saving the current PostgreSQL database with pg_dump …');
      // As it is: a new, empty database has none of Carta's tables to count (issue 26 item 13).
      await pgDumpAsIs(options.databaseUrl, before);
      setAside.push(before);
      log('Restoring with pg_restore …');
      await pgRestore(options.databaseUrl, database);
      checkCounts(manifest, await postgresCounts(options.databaseUrl));
    } else {
      log('Opening the restored database …');
      await checkPglite(database, manifest);
      setAside.push(...(await swapIn(options.dataDir, database, 'db', stamp)));
    }
    if (manifest.uploads.storage === 'local') {
      setAside.push(
        ...(await swapIn(options.dataDir, join(staging, UPLOADS_DIRECTORY), 'uploads', stamp)),
      );
    }
    for (const path of setAside) log(`The previous data is kept in ${path}`);
    log(`Restored ${describe(manifest)}`);
    return { manifest, setAside };
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock.release();
  }
}

function describe(manifest: Manifest): string {
  const tables = manifest.database.tables;
  const count = (name: string) => tables[name] ?? 0;
  const images =
    manifest.uploads.storage === 's3'
      ? 'images in S3 (not in the archive)'
      : `${manifest.uploads.files} image files`;
  return `backup of ${manifest.database.takenAt} (${manifest.database.kind}): ${count('accounts')} accounts, ${count('businesses')} businesses, ${count('products')} products, ${count('categories')} categories, ${count('menus')} menus, ${images}`;
}

/**
 * Reads the whole archive, checking each entry against the manifest; with `staging`, also writes
 * the entries there. Throws ArchiveError unless every listed entry is present, intact and alone.
 */
async function verifyArchive(archive: string, staging: string | null): Promise<Manifest> {
  if (!existsSync(archive)) throw new BackupError(`${archive} does not exist`);
  const seen = new Map<string, ManifestEntry>();
  const directories = new Set<string>();
  let manifestText: string | undefined;
  const gunzip = createReadStream(archive).pipe(createGunzip());
  try {
    for await (const entry of readTar(gunzip as AsyncIterable<Buffer>)) {
      if (!isAllowedEntryName(entry.name) || seen.has(entry.name) || directories.has(entry.name)) {
        throw new ArchiveError(`unexpected entry in the archive: ${entry.name}`);
      }
      if (entry.type === 'directory') {
        directories.add(entry.name);
        if (staging) await mkdir(join(staging, entry.name), { recursive: true, mode: 0o700 });
        continue;
      }
      if (entry.name === MANIFEST_ENTRY) {
        if (entry.size > MAX_MANIFEST_BYTES) throw new ArchiveError('the manifest is too large');
        const parts: Buffer[] = [];
        for await (const part of entry.body) parts.push(part);
        manifestText = Buffer.concat(parts).toString('utf8');
        seen.set(entry.name, { name: entry.name, size: entry.size, sha256: '' });
        continue;
      }
      const hash = createHash('sha256');
      const target = staging ? join(staging, entry.name) : null;
      if (target) await mkdir(join(target, '..'), { recursive: true });
      const file = target ? await open(target, 'wx', 0o600) : null;
      try {
        for await (const part of entry.body) {
          hash.update(part);
          if (file) await file.write(part);
        }
      } finally {
        await file?.close();
      }
      seen.set(entry.name, { name: entry.name, size: entry.size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    gunzip.destroy();
    if (error instanceof ArchiveError || error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code?.startsWith('Z_') || code === 'ERR_ZLIB_INITIALIZATION_FAILED') {
      throw new ArchiveError(
        `the archive is not a complete gzip file (${(error as Error).message})`,
      );
    }
    throw error;
  }

  if (manifestText === undefined) throw new ArchiveError('the archive has no manifest.json');
  let manifest: Manifest;
  try {
    manifest = ManifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw new ArchiveError('the archive has no valid manifest.json (not a Carta backup?)');
  }
  if (manifest.format !== ARCHIVE_FORMAT) {
    throw new ArchiveError(
      `archive format ${manifest.format} is not supported by this version (format ${ARCHIVE_FORMAT})`,
    );
  }
  for (const listed of manifest.entries) {
    const found = seen.get(listed.name);
    if (!found) throw new ArchiveError(`${listed.name} is missing from the archive`);
    if (found.size !== listed.size || found.sha256 !== listed.sha256) {
      throw new ArchiveError(`${listed.name} is damaged (checksum mismatch)`);
    }
  }
  if (seen.size !== manifest.entries.length + 1) {
    throw new ArchiveError('the archive holds entries its manifest does not list');
  }
  const listedDirectories = new Set(manifest.directories);
  if (
    listedDirectories.size !== directories.size ||
    [...directories].some((name) => !listedDirectories.has(name))
  ) {
    throw new ArchiveError('the archive and its manifest disagree about its directories');
  }
  if (!seen.has(manifest.database.entry) && !directories.has(manifest.database.entry)) {
    throw new ArchiveError(`${manifest.database.entry} is missing from the archive`);
  }
  return manifest;
}

async function checkCompatible(manifest: Manifest, databaseUrl: string | undefined) {
  const journal = await readFile(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8');
  const known = (JSON.parse(journal) as { entries: unknown[] }).entries.length;
  if (manifest.database.migrations > known) {
    throw new BackupError(
      `This backup was made by a newer Carta (database schema ${manifest.database.migrations}, this version knows ${known}). Update Carta first.`,
    );
  }
  if (manifest.database.kind === 'pglite' && databaseUrl) {
    throw new BackupError(
      'This backup holds the embedded database; unset DATABASE_URL to restore it into DATA_DIR.',
    );
  }
  if (manifest.database.kind === 'postgres' && !databaseUrl) {
    throw new BackupError(
      'This backup holds a PostgreSQL dump; set DATABASE_URL to the database to restore it into.',
    );
  }
}

/** Opens the restored data directory (PostgreSQL replays what it must) and checks its counts. */
async function checkPglite(directory: string, manifest: Manifest): Promise<void> {
  const database = await createPgliteDatabase({ dataDir: directory });
  try {
    if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
    checkCounts(manifest, await pgliteCounts(database.driver.client));
  } finally {
    await database.close();
  }
}

function checkCounts(manifest: Manifest, counts: DatabaseCounts) {
  for (const [table, rows] of Object.entries(manifest.database.tables)) {
    if (counts.tables[table] !== rows) {
      throw new BackupError(
        `The restored database has ${counts.tables[table] ?? 'no'} rows in ${table}, the manifest says ${rows}.`,
      );
    }
  }
}

/** Puts DATA_DIR/<name> aside (if any) and moves `staged` in; returns what was put aside. */
async function swapIn(
  dataDir: string,
  staged: string,
  name: 'db' | 'uploads',
  stamp: string,
): Promise<string[]> {
  const current = join(dataDir, name);
  const aside = join(dataDir, `${name}.before-restore-${stamp}`);
  const moved: string[] = [];
  if (existsSync(current)) {
    await rename(current, aside);
    moved.push(aside);
  }
  await mkdir(staged, { recursive: true });
  await rename(staged, current);
  return moved;
}
