import { z } from 'zod';

/** Bumped when the archive's layout changes; restore refuses formats it does not know. */
export const ARCHIVE_FORMAT = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const PGLITE_ENTRY = 'database/pglite-data.tar';
export const POSTGRES_ENTRY = 'database/postgres.dump';
export const UPLOADS_PREFIX = 'uploads/';

/** Upload file names as the storage writes them (no dot files, no directories). */
const UPLOAD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,90}$/;

/** The only entry names an archive may hold: nothing can be written outside the restore folder. */
export function isAllowedEntryName(name: string): boolean {
  if (name === MANIFEST_ENTRY || name === PGLITE_ENTRY || name === POSTGRES_ENTRY) return true;
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
    entry: z.enum([PGLITE_ENTRY, POSTGRES_ENTRY]),
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
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestEntry = Manifest['entries'][number];

/** 2026-11-23T13-50-37Z: a time for file names (no colons). */
export const fileStamp = (date: Date): string =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
