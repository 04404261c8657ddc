import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { snapshotPgliteFiles, type PgliteSnapshot } from './pglite-snapshot';

/** The one path of the snapshot service. */
export const SNAPSHOT_PATH = '/snapshot';
/** Snapshots are copied to DATA_DIR/.snapshot-<uuid>/; the backup removes its one when done. */
export const SNAPSHOT_DIRECTORY_PREFIX = '.snapshot-';

export interface SnapshotAnswer extends PgliteSnapshot {
  /** The copy of the database files, for the backup to archive and then remove. */
  directory: string;
}

export interface SnapshotService {
  port: number;
  secret: string;
  close(): Promise<void>;
}

function authorised(request: IncomingMessage, secret: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '', 'utf8');
  const expected = Buffer.from(`Bearer ${secret}`, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * While the server has the embedded database open, no other process may open it; `npm run backup`
 * asks the server instead. This is a separate HTTP listener on 127.0.0.1 with a kernel-chosen
 * port, not an /api route: it is never reachable from the network, whatever HOST is, and it
 * answers only with the secret from DATA_DIR/lock.json (readable by the server's user only).
 * `POST /snapshot` copies the database files (consistently, see pglite-snapshot.ts) into a new
 * DATA_DIR/.snapshot-<uuid>/ and answers its path with the row counts. Snapshots run one at a time.
 */
export async function startSnapshotService(
  client: PGlite,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<SnapshotService> {
  const secret = randomBytes(32).toString('base64url');
  let running: Promise<unknown> = Promise.resolve();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    if (request.method !== 'POST' || request.url !== SNAPSHOT_PATH) {
      response.writeHead(404).end();
      return;
    }
    if (!authorised(request, secret)) {
      response.writeHead(401).end();
      return;
    }
    const directory = join(dataDir, `${SNAPSHOT_DIRECTORY_PREFIX}${randomUUID()}`);
    let started = 0;
    const snapshot = running.then(() => {
      started = performance.now();
      return snapshotPgliteFiles(client, join(dataDir, 'db'), directory);
    });
    running = snapshot.catch(() => {});
    try {
      const info = await snapshot;
      // `ms`: how long requests waited for the database meanwhile.
      const ms = Math.round(performance.now() - started);
      log.info({ directory, ms, tables: info.tables }, 'database snapshot for a backup');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ...info, directory } satisfies SnapshotAnswer));
    } catch (error) {
      await rm(directory, { recursive: true, force: true });
      log.error({ err: error }, 'database snapshot failed');
      response.writeHead(500).end();
    }
  };

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    secret,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
