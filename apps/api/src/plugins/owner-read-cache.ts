import type { FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';

/**
 * Answers a signed-in owner's repeated GET from memory while nothing has been written since
 * (docs/performance.md, "Owner read cache"). Only for the embedded database: its data directory
 * is locked to this one process, so every write passes through here and is seen. The key is the
 * effective account plus the URL, so an answer is only ever replayed to the account it was
 * computed for.
 */
export interface OwnerReadCacheOptions {
  database: DatabaseHandle;
  /** Memory for cached bodies. */
  maxBytes?: number;
}

const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
/** A body larger than this is not worth holding (a 1,000-item list page). */
const MAX_ENTRY_BYTES = 1024 * 1024;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Write generations per database connection (its query builder): two app instances on one
 * database (tests) see each other's writes.
 */
const generations = new WeakMap<DatabaseHandle['db'], { value: number }>();

interface CachedBody {
  body: string;
  contentType: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public route (no `auth`) that never writes. Any other public GET under /api makes every
     * cached answer stale, to be safe.
     */
    readOnly?: boolean;
    /**
     * `false`: an owner GET whose answer changes without a request passing through here, never
     * answered from this cache (menu views, written by a background flush; webhook endpoints and
     * deliveries, updated by the delivery worker).
     */
    ownerReadCache?: false;
  }
  interface FastifyRequest {
    /** The cache key and the write generation seen when this cached-route request began. */
    ownerReadCache: { key: string; generation: number } | null;
  }
  interface FastifyInstance {
    /** What the owner read cache holds now (absent when the cache is off). */
    ownerReadCacheSize?: () => { entries: number; bytes: number };
  }
}

export const ownerReadCachePlugin = fp<OwnerReadCacheOptions>(
  async (app, { database, maxBytes = DEFAULT_MAX_BYTES }) => {
    const generation = generations.get(database.db) ?? { value: 0 };
    generations.set(database.db, generation);
    const entries = new Map<string, CachedBody>();
    let bytes = 0;
    /** The write generation every entry in `entries` was computed at. */
    let entriesGeneration = generation.value;

    /**
     * After a write no entry can be served again, so all are dropped at once: left to the size
     * cap, stale bodies stayed in memory and were promoted to V8's old space by the megabyte.
     */
    const dropStale = () => {
      if (entriesGeneration === generation.value) return;
      entries.clear();
      bytes = 0;
      entriesGeneration = generation.value;
    };

    const forget = (key: string) => {
      const entry = entries.get(key);
      if (!entry) return;
      bytes -= entry.body.length;
      entries.delete(key);
    };

    const lookup: preHandlerHookHandler = async (request, reply) => {
      const auth = request.auth;
      if (!auth) return;
      const key = `${auth.accountId}\n${request.url}`;
      dropStale();
      const entry = entries.get(key);
      if (entry) {
        // Most recently used last: the oldest is the first to go.
        entries.delete(key);
        entries.set(key, entry);
        return reply.code(200).type(entry.contentType).send(entry.body);
      }
      request.ownerReadCache = { key, generation: generation.value };
    };

    const store: onSendHookHandler = async (request, reply, payload) => {
      const pending = request.ownerReadCache;
      if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      // A write finished while this read ran: its answer may predate the write.
      if (pending.generation !== generation.value || payload.length > MAX_ENTRY_BYTES) {
        return payload;
      }
      dropStale();
      forget(pending.key);
      entries.set(pending.key, {
        body: payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json'),
      });
      bytes += payload.length;
      for (const key of entries.keys()) {
        if (bytes <= maxBytes) break;
        forget(key);
      }
      return payload;
    };

    /** Any unsafe method; a public GET under /api not declared `config: { readOnly: true }`. */
    const writes = (request: FastifyRequest) => {
      if (!SAFE_METHODS.has(request.method)) return true;
      const { url = request.url, config } = request.routeOptions;
      if (config.auth || !url.startsWith('/api/')) return false;
      return config.readOnly !== true;
    };

    app.decorateRequest('ownerReadCache', null);
    app.decorate('ownerReadCacheSize', () => ({ entries: entries.size, bytes }));
    // onSend runs once the handler (and its transaction) has finished, even when the client has
    // gone; the next read then misses.
    // A callback hook, not an async one: it runs on every response (a promise per guest request).
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (writes(request)) {
        generation.value += 1;
        dropStale();
      }
      done(null, payload);
    });

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!route.config?.auth || !methods.includes('GET')) return;
      if (route.config.ownerReadCache === false) return;
      const preHandler = route.preHandler ? [route.preHandler].flat() : [];
      const onSend = route.onSend ? [route.onSend].flat() : [];
      route.preHandler = [lookup, ...preHandler] as typeof route.preHandler;
      route.onSend = [store, ...onSend] as typeof route.onSend;
    });
  },
  { name: 'carta-owner-read-cache', dependencies: ['carta-auth'] },
);
