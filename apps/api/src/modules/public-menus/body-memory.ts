import type { CompressionLevel } from './encoded-payload';

/** A stored body held in memory: compressed bytes only, in the encodings guests asked for. */
export interface HeldBody {
  version: number;
  /** ms since the epoch: the hours it was rendered for end then (null: never). */
  validUntil: number | null;
  etag: string;
  contentType: string;
  level: CompressionLevel;
  br?: Buffer;
  gzip?: Buffer;
}

const heldBytes = (body: HeldBody) => (body.br?.length ?? 0) + (body.gzip?.length ?? 0);

/**
 * The memory tier of stored bodies (docs/performance.md, "Many menus"): least recently used
 * dropped beyond `maxBytes` of compressed bytes. No rows, no menu objects, no raw bodies: about
 * 12 kB a menu page, so thousands of menus fit where a hundred rendered entries did.
 */
export function createBodyMemory(maxBytes: number) {
  const bodies = new Map<string, HeldBody>();
  let totalBytes = 0;

  const drop = (key: string) => {
    const body = bodies.get(key);
    if (!body) return;
    totalBytes -= heldBytes(body);
    bodies.delete(key);
  };

  return {
    /** The body held for `key`, made the most recently used. */
    get(key: string): HeldBody | undefined {
      const body = bodies.get(key);
      if (body) {
        bodies.delete(key);
        bodies.set(key, body);
      }
      return body;
    },

    /** Holds `body`; the encodings of the same bytes already held are kept with it. */
    put(key: string, body: HeldBody): void {
      const held = bodies.get(key);
      const merged =
        held && held.etag === body.etag && held.level === body.level
          ? { ...held, ...body, br: body.br ?? held.br, gzip: body.gzip ?? held.gzip }
          : body;
      drop(key);
      if (heldBytes(merged) > maxBytes) return;
      bodies.set(key, merged);
      totalBytes += heldBytes(merged);
      for (const oldest of bodies.keys()) {
        if (totalBytes <= maxBytes) break;
        drop(oldest);
      }
    },

    drop,

    stats: () => ({ bodies: bodies.size, bytes: totalBytes }),
  };
}

export type BodyMemory = ReturnType<typeof createBodyMemory>;
