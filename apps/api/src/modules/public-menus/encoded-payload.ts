import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A response body prepared once: its bytes as sent, brotli and gzip, and a strong ETag. */
export interface EncodedPayload {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Quoted hash of the raw bytes; compressed variants add a suffix (see http-cache.ts). */
  etag: string;
  contentType: string;
}

/** Compression runs on libuv's thread pool, so a render never stalls other requests. */
export async function encodePayload(body: string, contentType: string): Promise<EncodedPayload> {
  const raw = Buffer.from(body, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 32);
  return { raw, br, gzip: gz, etag: `"${hash}"`, contentType };
}

export const payloadBytes = (payload: EncodedPayload): number =>
  payload.raw.length + payload.br.length + payload.gzip.length;
