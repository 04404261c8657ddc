import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { assertStorageKey, FILES_ROUTE_PREFIX, type Storage, type StoredObject } from './types';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** Files in one directory (DATA_DIR/uploads); the content type follows from the extension. */
export function createLocalStorage(directory: string): Storage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(directory, key);
  };

  return {
    kind: 'local',

    async put(key, body) {
      const path = pathOf(key);
      await mkdir(directory, { recursive: true });
      // Write then rename, so a reader never sees a half-written file.
      const temporary = join(directory, `.${randomUUID()}.tmp`);
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
