import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How hard to compress (docs/performance.md, "Compression"):
 * - `fast` for a body just rendered after a change: brotli 5 and gzip 6 take ~2 ms for a
 *   100-product page where brotli 9 takes ~28 ms, for ~4 % more bytes. An owner saving ten times
 *   a second must not cost guests their latency.
 * - `best` once the menu has settled (public-menu-cache.ts re-encodes it in the background).
 */
export type CompressionLevel = 'fast' | 'best';

const SETTINGS: Record<CompressionLevel, { brotli: number; gzip: number }> = {
  fast: { brotli: 5, gzip: 6 },
  best: { brotli: 9, gzip: 9 },
};

/** A response body prepared once: its bytes as sent, brotli and gzip, and a strong ETag. */
export interface EncodedPayload {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Quoted hash of the raw bytes; compressed variants add a suffix (see http-cache.ts). */
  etag: string;
  contentType: string;
  level: CompressionLevel;
}

/**
 * A body as served: a stored one (stored-public-cache.ts) carries only the encoding asked for,
 * and no raw bytes; the identity body is then unzipped from its gzip on demand.
 */
export type ServedPayload = Pick<EncodedPayload, 'etag' | 'contentType' | 'level'> &
  Partial<Pick<EncodedPayload, 'raw' | 'br' | 'gzip'>>;

/** The bytes as rendered: kept, or unzipped from the gzip (clients without gzip are rare). */
export function identityBytes(payload: ServedPayload): Buffer {
  if (payload.raw) return payload.raw;
  if (!payload.gzip) throw new Error('a served payload without raw or gzip bytes');
  return gunzipSync(payload.gzip);
}

async function compress(raw: Buffer, level: CompressionLevel) {
  const settings = SETTINGS[level];
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: settings.brotli,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: settings.gzip }),
  ]);
  return { br, gzip: gz };
}

/** Compression runs on libuv's thread pool, so a render never stalls other requests. */
export async function encodePayload(
  body: string,
  contentType: string,
  level: CompressionLevel = 'best',
): Promise<EncodedPayload> {
  const raw = Buffer.from(body, 'utf8');
  // A big body keeps the fast level even when the best is asked (BEST_ENCODING_MAX_BYTES).
  const used = level === 'best' && raw.length > BEST_ENCODING_MAX_BYTES ? 'fast' : level;
  const compressed = await compress(raw, used);
  const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 32);
  return { raw, ...compressed, etag: `"${hash}"`, contentType, level: used };
}

/**
 * Bodies larger than this keep their fast encoding (docs/public-menu.md, "A big menu in parts"):
 * brotli 9 of a page of 200 dishes (355 kB) took 83–114 ms of a core against 3–22 ms at level 5,
 * for the same 19 kB; of a multi-megabyte body it takes seconds and its window's memory. A menu of
 * about 100 dishes (~190 kB) still settles at the best level.
 */
export const BEST_ENCODING_MAX_BYTES = 256 * 1024;

/** Best-level re-encodes run one at a time in the whole process, in the order asked. */
let bestQueue: Promise<unknown> = Promise.resolve();

/**
 * The same body compressed at another level (same raw bytes, same ETag hash). The best level runs
 * one body at a time, and not at all for bodies over BEST_ENCODING_MAX_BYTES (the payload is
 * returned as it is).
 */
export async function reencodePayload(
  payload: EncodedPayload,
  level: CompressionLevel,
): Promise<EncodedPayload> {
  if (payload.level === level) return payload;
  if (level === 'best' && payload.raw.length > BEST_ENCODING_MAX_BYTES) return payload;
  const run = () => compress(payload.raw, level);
  const compressed = level === 'best' ? bestQueue.then(run, run) : run();
  if (level === 'best') bestQueue = compressed.catch(() => undefined);
  return { ...payload, ...(await compressed), level };
}

export const payloadBytes = (payload: EncodedPayload): number =>
  payload.raw.length + payload.br.length + payload.gzip.length;
