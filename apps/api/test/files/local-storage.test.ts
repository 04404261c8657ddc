import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage, removeStaleTemporaryFiles } from '../../src/lib/storage';
import { STALE_TEMPORARY_FILE_MS } from '../../src/lib/storage/local-storage';
import { createTestApp } from '../helpers/app';

const directories: string[] = [];
afterEach(async () => {
  await Promise.all(directories.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function uploadsDir() {
  const dataDir = await mkdtemp(join(tmpdir(), 'carta-local-storage-'));
  directories.push(dataDir);
  const uploads = join(dataDir, 'uploads');
  await mkdir(uploads);
  return { dataDir, uploads };
}

/** What a write killed between writeFile and rename leaves behind, `ageMs` old. */
async function leftover(directory: string, ageMs: number, name = `.${randomUUID()}.tmp`) {
  const path = join(directory, name);
  await writeFile(path, 'half an image');
  const when = new Date(Date.now() - ageMs);
  await utimes(path, when, when);
  return name;
}

describe('local storage temporary files (issue 9: cleaned at start)', () => {
  it('removes stale .<uuid>.tmp files and nothing else', async () => {
    const { uploads } = await uploadsDir();
    const stale = await leftover(uploads, STALE_TEMPORARY_FILE_MS + 1_000);
    const fresh = await leftover(uploads, 0);
    const foreign = await leftover(uploads, STALE_TEMPORARY_FILE_MS * 10, '.backup.tmp');
    const stored = `${randomUUID()}-large.webp`;
    await writeFile(join(uploads, stored), 'webp');

    expect(await removeStaleTemporaryFiles(uploads)).toBe(1);
    const left = await readdir(uploads);
    expect(left).not.toContain(stale);
    expect(left.sort()).toEqual([fresh, foreign, stored].sort());
  });

  it('copes with a missing directory (a fresh install)', async () => {
    const { dataDir } = await uploadsDir();
    await expect(createLocalStorage(join(dataDir, 'nowhere')).open()).resolves.toBeUndefined();
  });

  it('the API removes what a killed upload left before it serves', async () => {
    const { dataDir, uploads } = await uploadsDir();
    const stale = await leftover(uploads, STALE_TEMPORARY_FILE_MS * 2);
    const t = await createTestApp({ env: { DATA_DIR: dataDir } });
    try {
      expect(await readdir(uploads)).not.toContain(stale);
    } finally {
      await t.close();
    }
  });

  it('leaves no temporary file behind after a write', async () => {
    const { uploads } = await uploadsDir();
    const storage = createLocalStorage(uploads);
    await storage.put(`${randomUUID()}-thumb.webp`, Buffer.from('webp'), 'image/webp');
    expect((await readdir(uploads)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
