import type { FastifyReply, FastifyRequest } from 'fastify';
import { SHARED_CACHE_SECONDS } from '@carta/shared';
import { identityBytes, type ServedPayload } from './encoded-payload';

const { fresh, staleWhileRevalidate, staleIfError } = SHARED_CACHE_SECONDS;
const sharedStale = `stale-while-revalidate=${staleWhileRevalidate}, stale-if-error=${staleIfError}`;

/**
 * A browser asks again on every load (`max-age=0`; `must-revalidate` also keeps Chrome and
 * Firefox from applying `stale-while-revalidate` to their own copy), so an owner's change shows on
 * the guest's next load; the ETag makes that question a cheap 304. A shared cache (nginx, a CDN)
 * may answer from its copy for `s-maxage` seconds and keep serving it while it revalidates
 * (docs/deployment.md, "What may be cached, and for how long").
 */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, must-revalidate, s-maxage=${fresh}, ${sharedStale}`;

/**
 * The same for CDNs that read RFC 9213's `CDN-Cache-Control` (Cloudflare, Akamai, Fastly): there
 * `max-age` is the CDN's own freshness, without the browser's `must-revalidate`.
 */
export const PUBLIC_CDN_CACHE_CONTROL = `public, max-age=${fresh}, ${sharedStale}`;

type Encoding = 'br' | 'gzip' | 'identity';

/** Accept-Encoding values already read (browsers send few distinct ones); cleared when full. */
const ENCODINGS_MAX = 1_000;
const chosenEncodings = new Map<string, Encoding>();

/** The best encoding the client accepts (brotli, then gzip); q=0 refuses one. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = chosenEncodings.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (chosenEncodings.size >= ENCODINGS_MAX) chosenEncodings.clear();
    chosenEncodings.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Each encoding at each compression level is its own byte sequence, so its own strong ETag:
 * `"<hash>"`, `"<hash>-br"`, `"<hash>-gzip"` (best) and `"<hash>-br-fast"`, `"<hash>-gzip-fast"`.
 */
const etagFor = (payload: ServedPayload, encoding: Encoding) =>
  encoding === 'identity'
    ? payload.etag
    : `${payload.etag.slice(0, -1)}-${encoding}${payload.level === 'fast' ? '-fast' : ''}"`;

const VARIANT_SUFFIXES = new Set(['', '-br', '-gzip', '-br-fast', '-gzip-fast']);

/** True when If-None-Match names this payload in any of its encodings (weak comparison). */
export function matchesETag(ifNoneMatch: string | undefined, payload: ServedPayload): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const hash = payload.etag.slice(1, -1);
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return tag.startsWith(hash) && VARIANT_SUFFIXES.has(tag.slice(hash.length));
  });
}

/** Sends a prepared payload with ETag and Cache-Control, or 304 when the client has it. */
export function sendPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: ServedPayload,
  vary: string,
): FastifyReply {
  const chosen = chooseEncoding(request.headers['accept-encoding']);
  // A stored payload carries the encoding it was asked for (stored-public-cache.ts).
  const encoding = chosen !== 'identity' && !payload[chosen] ? 'identity' : chosen;
  reply
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('cdn-cache-control', PUBLIC_CDN_CACHE_CONTROL)
    .header('vary', vary)
    .header('etag', etagFor(payload, encoding));
  if (matchesETag(request.headers['if-none-match'], payload)) return reply.code(304).send();
  reply.header('content-type', payload.contentType);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(encoding === 'identity' ? identityBytes(payload) : payload[encoding]);
}
