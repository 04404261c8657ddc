import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { acquireDataDirLock, DataDirBusyError, type DataDirLock } from './data-dir-lock';
import { RESTORE_DIRECTORY_PREFIX } from './manifest';
import {
  SNAPSHOT_DIRECTORY_PREFIX,
  startSnapshotService,
  type SnapshotService,
} from './snapshot-service';

/**
 * The server's part in backups of the embedded database (docs/backups.md): it holds DATA_DIR's
 * lock from before the database opens until exit, and once listening it serves snapshots to
 * `npm run backup` on 127.0.0.1, publishing the port and secret in the lock file.
 */
export async function claimEmbeddedDataDir(dataDir: string): Promise<DataDirLock> {
  try {
    const lock = await acquireDataDirLock(dataDir, 'server');
    process.once('exit', () => lock.release());
    await removeLeftovers(dataDir);
    return lock;
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      console.error(
        `Cannot start: ${error.message}. The embedded database allows one process at a time; stop it, or give this server another DATA_DIR.`,
      );
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Snapshot copies and restore folders left by a backup or restore that was killed: nobody else
 * can be using them while this process holds the lock.
 */
async function removeLeftovers(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir)) {
    if (name.startsWith(SNAPSHOT_DIRECTORY_PREFIX) || name.startsWith(RESTORE_DIRECTORY_PREFIX)) {
      await rm(join(dataDir, name), { recursive: true, force: true });
    }
  }
}

/** Registers the hooks; call before `listen()`. The service starts once the server listens. */
export function serveSnapshots(
  app: FastifyInstance,
  database: DatabaseHandle,
  lock: DataDirLock,
  dataDir: string,
) {
  let service: SnapshotService | undefined;
  app.addHook('onListen', async () => {
    if (database.driver.kind !== 'pglite') return;
    service = await startSnapshotService(database.driver.client, dataDir, app.log);
    await lock.update({ snapshotPort: service.port, secret: service.secret });
  });
  app.addHook('onClose', async () => {
    await service?.close();
    lock.release();
  });
}
