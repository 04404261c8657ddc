import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { snapshotPglite } from './pglite-snapshot';

/** The one path of the snapshot service. */
export const SNAPSHOT_PATH = '/snapshot';
/** Response header carrying the snapshot's counts and time as JSON. */
export const SNAPSHOT_HEADER = 'x-carta-snapshot';

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
 * `POST /snapshot` answers the database as a tar with its counts in a header. Snapshots run one
 * at a time.
 */
export async function startSnapshotService(
  client: PGlite,
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
    const snapshot = running.then(() => snapshotPglite(client));
    running = snapshot.catch(() => {});
    try {
      const { data, ...info } = await snapshot;
      log.info({ bytes: data.size, tables: info.tables }, 'database snapshot for a backup');
      response.writeHead(200, {
        'content-type': 'application/x-tar',
        'content-length': data.size,
        [SNAPSHOT_HEADER]: JSON.stringify(info),
      });
      // Streamed from the Blob: no second copy of the database in the server's memory.
      await pipeline(Readable.fromWeb(data.stream() as NodeReadableStream), response);
    } catch (error) {
      log.error({ err: error }, 'database snapshot failed');
      if (!response.headersSent) response.writeHead(500);
      response.end();
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
