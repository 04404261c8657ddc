/** JWT inspection without verification (the client only needs the expiry). No DOM or Node APIs. */

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUES = new Map([...BASE64_ALPHABET].map((char, index) => [char, index]));

function base64UrlToBytes(input: string): number[] | null {
  const text = input.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (text.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    const value = BASE64_VALUES.get(char);
    if (value === undefined) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

function utf8Decode(bytes: number[]): string | null {
  try {
    // decodeURIComponent decodes percent-escaped UTF-8 and throws on invalid sequences.
    return decodeURIComponent(
      bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
    );
  } catch {
    return null;
  }
}

/** The payload of a three-part token as an object, or null when malformed or undecodable. */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] === '' || parts[1] === '') return null;
  const bytes = base64UrlToBytes(parts[1]!);
  const json = bytes && utf8Decode(bytes);
  if (json === null || json === '') return null;
  try {
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export const isTokenWellFormed = (token: string): boolean => decodeTokenPayload(token) !== null;

/** The token's `exp` in milliseconds, or null when the token is invalid or has no expiry. */
export function tokenExpiresAtMs(token: string): number | null {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** True when the token expires within `marginMs` of `nowMs`; invalid tokens and tokens without expiry count as expired. */
export function isTokenExpired(token: string, marginMs = 0, nowMs = Date.now()): boolean {
  const expiresAt = tokenExpiresAtMs(token);
  return expiresAt === null || expiresAt - marginMs <= nowMs;
}
