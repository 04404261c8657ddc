import type pg from 'pg';
import type { DatabaseHandle } from './client';

/**
 * The channel on which the content-version triggers announce a change (migration
 * 0011_content_change_notices.sql): the payload is the business's id. PostgreSQL delivers a
 * notification when its transaction commits, to every listening connection of every process,
 * and never for a rolled-back write (docs/public-menu.md, "Caching that stays correct").
 */
export const CONTENT_CHANGES_CHANNEL = 'carta_content';

/** After a lost listening connection: first retry, doubling up to the cap. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

export interface ContentChangeHandlers {
  /** A committed write changed what this business's public pages show (or deleted it). */
  changed(businessId: string): void;
  /**
   * Notices may have been missed (the listening connection was lost and is back): every answer
   * kept from before must be checked again.
   */
  resync(): void;
}

export interface ContentChanges {
  /**
   * True while every committed change is being announced: a cached answer can be trusted until
   * its business is named. False before listening starts and from a lost connection until it is
   * back; callers then check versions as if there were no notices.
   */
  readonly live: boolean;
  subscribe(handlers: ContentChangeHandlers): () => void;
  close(): Promise<void>;
}

interface Source {
  /** Starts listening; resolves once notices flow. `lost` is called (once) if they stop. */
  open(notice: (payload: string) => void, lost: () => void): Promise<() => Promise<void>>;
}

/**
 * PGlite runs in this process: its LISTEN cannot be cut off. Stopping after the database was
 * closed (by another app sharing it) has nothing left to undo.
 */
const pgliteSource = (client: {
  closed: boolean;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}): Source => ({
  async open(notice) {
    const unlisten = await client.listen(CONTENT_CHANGES_CHANNEL, notice);
    return async () => {
      if (!client.closed) await unlisten().catch(() => {});
    };
  },
});

/** A connection of its own outside the pool (a pooled one would lose LISTEN on release). */
const postgresSource = (connect: () => Promise<pg.Client>): Source => ({
  async open(notice, lost) {
    const client = await connect();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      lost();
    };
    client.on('notification', (message) => {
      if (message.channel === CONTENT_CHANGES_CHANNEL && message.payload) notice(message.payload);
    });
    client.on('error', end);
    client.on('end', end);
    try {
      await client.query(`LISTEN ${CONTENT_CHANGES_CHANNEL}`);
    } catch (error) {
      ended = true;
      await client.end().catch(() => {});
      throw error;
    }
    return async () => {
      ended = true;
      await client.end().catch(() => {});
    };
  },
});

/**
 * Listens for content changes on `database` and keeps listening: a lost PostgreSQL connection is
 * opened again with backoff, and subscribers are told to resync, since notices sent meanwhile are
 * gone. `onError` hears each failed attempt.
 */
export function listenForContentChanges(
  database: DatabaseHandle,
  onError: (error: unknown) => void = () => {},
): ContentChanges {
  const source =
    database.driver.kind === 'pglite'
      ? pgliteSource(database.driver.client)
      : postgresSource(database.driver.connectUnbounded);
  const subscribers = new Set<ContentChangeHandlers>();
  let live = false;
  let closed = false;
  let stop: (() => Promise<void>) | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;
  /** Whether subscribers may hold answers from a time nothing was heard (every start but the first). */
  let missedAny = false;

  const notice = (payload: string) => {
    for (const handlers of subscribers) handlers.changed(payload);
  };

  const lost = () => {
    live = false;
    stop = undefined;
    missedAny = true;
    if (!closed) schedule();
  };

  function schedule() {
    retryTimer = setTimeout(() => void start(), delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  }

  async function start() {
    retryTimer = undefined;
    try {
      const stopListening = await source.open(notice, lost);
      if (closed) {
        await stopListening();
        return;
      }
      stop = stopListening;
      live = true;
      delay = RECONNECT_FIRST_MS;
      if (missedAny) for (const handlers of subscribers) handlers.resync();
    } catch (error) {
      onError(error);
      missedAny = true;
      if (!closed) schedule();
    }
  }

  const started = start();

  return {
    get live() {
      return live;
    },
    subscribe(handlers) {
      subscribers.add(handlers);
      return () => subscribers.delete(handlers);
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(retryTimer);
      await started;
      await stop?.();
      stop = undefined;
    },
  };
}
