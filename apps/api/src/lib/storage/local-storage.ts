import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { assertStorageKey, FILES_ROUTE_PREFIX, type Storage, type StoredObject } from './types';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

const temporaryName = () => `.${randomUUID()}.tmp`;
const TEMPORARY_NAME = /^\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

/**
 * A temporary file younger than this may belong to a write in progress (another process on the
 * same directory), so it is left alone; a write takes milliseconds.
 */
export const STALE_TEMPORARY_FILE_MS = 60_000;

/**
 * Removes the temporary files (`.<uuid>.tmp`) that writes killed between write and rename left
 * in `directory`, if older than STALE_TEMPORARY_FILE_MS. Returns how many it removed.
 */
export async function removeStaleTemporaryFiles(
  directory: string,
  now = Date.now(),
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter((n) => TEMPORARY_NAME.test(n))) {
    const path = join(directory, name);
    const stats = await stat(path).catch(() => null);
    if (!stats?.isFile() || now - stats.mtimeMs < STALE_TEMPORARY_FILE_MS) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}

/** Files in one directory (DATA_DIR/uploads); the content type follows from the extension. */
export function createLocalStorage(directory: string): Storage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(directory, key);
  };

  return {
    kind: 'local',

    async open() {
      await removeStaleTemporaryFiles(directory);
    },

    async put(key, body) {
      const path = pathOf(key);
      await mkdir(directory, { recursive: true });
      // Write then rename, so a reader never sees a half-written file.
      const temporary = join(directory, temporaryName());
      try {
        await writeFile(temporary, body);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredObject | null> {
      const path = pathOf(key);
      let stats;
      try {
        stats = await stat(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      if (!stats.isFile()) return null;
      return {
        body: createReadStream(path),
        contentType: CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream',
        size: stats.size,
        etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      };
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async url(key) {
      assertStorageKey(key);
      return `${FILES_ROUTE_PREFIX}${key}`;
    },

    async close() {},
  };
}
