import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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
  const compressed = await compress(raw, level);
  const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 32);
  return { raw, ...compressed, etag: `"${hash}"`, contentType, level };
}

/** The same body compressed at another level (same raw bytes, same ETag hash). */
export async function reencodePayload(
  payload: EncodedPayload,
  level: CompressionLevel,
): Promise<EncodedPayload> {
  if (payload.level === level) return payload;
  return { ...payload, ...(await compress(payload.raw, level)), level };
}

export const payloadBytes = (payload: EncodedPayload): number =>
  payload.raw.length + payload.br.length + payload.gzip.length;
