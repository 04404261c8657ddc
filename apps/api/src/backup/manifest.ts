import { z } from 'zod';

/** Bumped when the archive's layout changes; restore refuses formats it does not know. */
export const ARCHIVE_FORMAT = 1;

export const MANIFEST_ENTRY = 'manifest.json';
/** The embedded database's data directory, file by file. */
export const PGLITE_DIRECTORY = 'database/pglite';
export const POSTGRES_ENTRY = 'database/postgres.dump';
export const UPLOADS_DIRECTORY = 'uploads';
export const UPLOADS_PREFIX = `${UPLOADS_DIRECTORY}/`;

/** Upload file names as the storage writes them (no dot files, no directories). */
const UPLOAD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,90}$/;
/** One path segment of a PostgreSQL data directory (base/1/1259_fsm, pg_xact/0000, …). */
const DATA_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/**
 * The only entry names an archive may hold, so nothing can be written outside the restore
 * folder: no absolute paths, no `..`, no dot files.
 */
export function isAllowedEntryName(name: string): boolean {
  if (name === MANIFEST_ENTRY || name === POSTGRES_ENTRY) return true;
  if (name === PGLITE_DIRECTORY || name === UPLOADS_DIRECTORY) return true;
  if (name.startsWith(`${PGLITE_DIRECTORY}/`)) {
    return name
      .slice(PGLITE_DIRECTORY.length + 1)
      .split('/')
      .every((segment) => DATA_SEGMENT.test(segment));
  }
  return name.startsWith(UPLOADS_PREFIX) && UPLOAD_NAME.test(name.slice(UPLOADS_PREFIX.length));
}

export const isUploadName = (name: string): boolean => UPLOAD_NAME.test(name);

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const Count = z.number().int().min(0);

export const ManifestSchema = z.object({
  app: z.literal('carta'),
  format: z.number().int(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** How the copy was made: asked from the running server, opened directly, or pg_dump. */
    via: z.enum(['server', 'direct', 'pg_dump']),
    /** The data directory (embedded) or the pg_dump file (PostgreSQL). */
    entry: z.enum([PGLITE_DIRECTORY, POSTGRES_ENTRY]),
    takenAt: z.string(),
    migrations: Count,
    tables: z.record(z.string(), Count),
  }),
  uploads: z.object({
    /** `s3`: the images stay in the bucket and are not in the archive (docs/backups.md). */
    storage: z.enum(['local', 's3']),
    files: Count,
    bytes: Count,
  }),
  entries: z.array(z.object({ name: z.string(), size: Count, sha256: Sha256 })),
  /** Directories of the archive (the database's empty ones matter to PostgreSQL). */
  directories: z.array(z.string()),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestEntry = Manifest['entries'][number];

/** DATA_DIR/.restore-<time>/: where a restore unpacks and verifies an archive. */
export const RESTORE_DIRECTORY_PREFIX = '.restore-';

/** 2026-11-23T13-50-37Z: a time for file names (no colons). */
export const fileStamp = (date: Date): string =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
