import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { main } from '../../src/backup/cli';
import {
  acquireDataDirLock,
  DataDirBusyError,
  LOCK_FILE,
  processStartTime,
  type LockInfo,
} from '../../src/backup/data-dir-lock';
import { createPgliteDatabase } from '../../src/db/client';
import '../helpers/provided';

function pgliteTemplate(): string {
  const source = inject('testDatabase');
  if (source.kind !== 'pglite') throw new Error('needs the api project');
  return source.templateFile;
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'carta-lock-test-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

let count = 0;
async function dataDir() {
  const dir = join(root, `data-${++count}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

const writeLock = (dir: string, info: LockInfo) =>
  writeFile(join(dir, LOCK_FILE), JSON.stringify(info), { mode: 0o600 });

/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

async function cli(args: string[], dir: string) {
  const lines: string[] = [];
  const code = await main(args, { DATA_DIR: dir }, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe('DATA_DIR/lock.json: one process at a time on the embedded database', () => {
  it('is exclusive, private to its user, and removed on release', async () => {
    const dir = await dataDir();
    const lock = await acquireDataDirLock(dir, 'server');
    const path = join(dir, LOCK_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({
      pid: process.pid,
      role: 'server',
    });
    await expect(acquireDataDirLock(dir, 'backup')).rejects.toThrow(DataDirBusyError);
    await lock.update({ snapshotPort: 1234, secret: 's3cret' });
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({ snapshotPort: 1234 });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    lock.release();
    expect(existsSync(path)).toBe(false);
    (await acquireDataDirLock(dir, 'backup')).release();
  });

  it('takes over a stale lock: its process is gone, or its pid now names another process', async () => {
    const dir = await dataDir();
    await writeLock(dir, { pid: deadPid(), role: 'server', startedAt: '2020-01-01T00:00:00Z' });
    const first = await acquireDataDirLock(dir, 'server');
    expect(first.info.pid).toBe(process.pid);
    first.release();

    // The parent runs, but started at another time than the one recorded: a reused pid.
    expect(processStartTime(process.ppid)).toBeDefined();
    await writeLock(dir, {
      pid: process.ppid,
      role: 'server',
      startedAt: '2020-01-01T00:00:00Z',
      processStart: '1',
    });
    (await acquireDataDirLock(dir, 'restore')).release();

    // The same live process at its recorded start time holds it.
    await writeLock(dir, {
      pid: process.ppid,
      role: 'backup',
      startedAt: '2020-01-01T00:00:00Z',
      processStart: processStartTime(process.ppid),
    });
    await expect(acquireDataDirLock(dir, 'server')).rejects.toThrow(/in use by a backup/);
  });
});

describe('backup and restore respect the lock', () => {
  // The embedded database only: the api-postgres project has no PGlite template to start from
  // (and an initdb would cost 800 MB); the api project runs this test.
  if (inject('testDatabase').kind === 'pglite')
    it('backup opens the database directly when no server runs, under the lock, and refuses during a restore', async () => {
      const dir = await dataDir();
      const template = new Blob([await readFile(pgliteTemplate())]);
      await (
        await createPgliteDatabase({ dataDir: join(dir, 'db'), loadDataDir: template })
      ).close();
      const out = join(root, 'out');

      const busy = { pid: process.ppid, processStart: processStartTime(process.ppid) };
      await writeLock(dir, { ...busy, role: 'restore', startedAt: new Date().toISOString() });
      const refused = await cli(['backup', '--out', out], dir);
      expect(refused).toEqual({ code: 1, output: expect.stringMatching(/in use by a restore/) });
      await rm(join(dir, LOCK_FILE));

      const done = await cli(['backup', '--out', join(out, 'direct.tar.gz')], dir);
      expect(done.output).toContain('opening the database directly');
      expect(done.code, done.output).toBe(0);
      expect(existsSync(join(dir, LOCK_FILE)), 'the backup releases its lock').toBe(false);

      await writeLock(dir, { ...busy, role: 'server', startedAt: new Date().toISOString() });
      const restore = await cli(['restore', join(out, 'direct.tar.gz')], dir);
      expect(restore.code).toBe(1);
      expect(restore.output).toMatch(/in use by a Carta server.*Stop it before restoring/);
      expect(existsSync(join(dir, 'db', 'PG_VERSION')), 'nothing was touched').toBe(true);

      const check = await cli(['restore', '--check', join(out, 'direct.tar.gz')], dir);
      expect(check.code, check.output).toBe(0);
    });

  it('a restore that fails verification leaves DATA_DIR as it was', async () => {
    const dir = await dataDir();
    await mkdir(join(dir, 'db'));
    await writeFile(join(dir, 'db', 'PG_VERSION'), '17\n');
    const bad = join(root, 'bad.tar.gz');
    await writeFile(bad, 'not a gzip file');
    const result = await cli(['restore', bad], dir);
    expect(result).toEqual({ code: 1, output: expect.stringMatching(/Restore failed:/) });
    expect(await readFile(join(dir, 'db', 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    expect(readdirSync(dir).sort()).toEqual(['db']);
  });
});
