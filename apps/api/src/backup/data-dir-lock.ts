import { readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * DATA_DIR/lock.json names the one process that has the embedded database open: the server, or a
 * backup or restore run while no server runs. It is created exclusively, so two processes never
 * open the same PGlite directory; a lock whose process is gone (killed, crashed, rebooted) is stale
 * and taken over. The server adds its snapshot port and a random secret to it (mode 0600), which is
 * how `npm run backup` finds it. See docs/backups.md.
 */
export const LOCK_FILE = 'lock.json';

export type LockRole = 'server' | 'backup' | 'restore';

export interface LockInfo {
  pid: number;
  role: LockRole;
  startedAt: string;
  /** The process's start time (Linux, /proc/<pid>/stat), so that a reused pid is not mistaken for it. */
  processStart?: string;
  /** Server only: the snapshot service on 127.0.0.1. */
  snapshotPort?: number;
  /** Server only: the bearer secret of the snapshot service. */
  secret?: string;
}

export class DataDirBusyError extends Error {
  readonly holder: LockInfo;

  constructor(dataDir: string, holder: LockInfo) {
    const what =
      holder.role === 'server' ? 'a Carta server' : `a ${holder.role} (npm run ${holder.role})`;
    super(`${dataDir} is in use by ${what}, process ${holder.pid}`);
    this.name = 'DataDirBusyError';
    this.holder = holder;
  }
}

/** Field 22 of /proc/<pid>/stat (clock ticks since boot), or undefined off Linux. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may itself hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True while the process named by the lock still runs (and is that process, not a reused pid). */
export function isLive(info: LockInfo): boolean {
  if (!Number.isInteger(info.pid) || info.pid <= 0 || !processAlive(info.pid)) return false;
  const current = processStartTime(info.pid);
  return info.processStart === undefined || current === undefined || current === info.processStart;
}

function parseLock(text: string): LockInfo | null {
  try {
    const value = JSON.parse(text) as LockInfo;
    return typeof value === 'object' && value !== null && typeof value.pid === 'number'
      ? value
      : null;
  } catch {
    return null;
  }
}

/** The live holder of DATA_DIR's lock, or null when there is none or it is stale. */
export async function lockHolder(dataDir: string): Promise<LockInfo | null> {
  let text: string;
  try {
    text = await readFile(join(dataDir, LOCK_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const info = parseLock(text);
  return info && isLive(info) ? info : null;
}

export interface DataDirLock {
  readonly info: LockInfo;
  /** Rewrites the lock with more fields (atomically: a reader never sees half a file). */
  update(extra: Pick<LockInfo, 'snapshotPort' | 'secret'>): Promise<void>;
  /** Removes the lock if it is still this process's. Safe to call twice, and at process exit. */
  release(): void;
}

/** Takes DATA_DIR's lock for `role`; throws DataDirBusyError while another live process holds it. */
export async function acquireDataDirLock(dataDir: string, role: LockRole): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  let info: LockInfo = {
    pid: process.pid,
    role,
    startedAt: new Date().toISOString(),
    processStart: processStartTime(process.pid),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(path, JSON.stringify(info), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const holder = await lockHolder(dataDir);
    if (holder) throw new DataDirBusyError(dataDir, holder);
    // Stale: its process is gone. Remove it and try again.
    await rm(path, { force: true });
  }

  let released = false;
  return {
    get info() {
      return info;
    },
    async update(extra) {
      info = { ...info, ...extra };
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(info), { mode: 0o600 });
      await rename(temporary, path);
    },
    release() {
      if (released) return;
      released = true;
      try {
        const current = parseLock(readFileSync(path, 'utf8'));
        if (current?.pid === process.pid) rmSync(path, { force: true });
      } catch {
        // Already gone.
      }
    },
  };
}
