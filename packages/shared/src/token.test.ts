import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, isTokenExpired, isTokenWellFormed, tokenExpiresAtMs } from './token';

const base64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const makeToken = (payload: unknown) =>
  `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.sig`;

const NOW = 1_700_000_000_000;

describe('token rules (docs/product.md §5)', () => {
  it('decodes a base64url JSON payload, including UTF-8 text', () => {
    const token = makeToken({ sub: 'ñandú ✓', exp: 10 });
    expect(decodeTokenPayload(token)).toEqual({ sub: 'ñandú ✓', exp: 10 });
    expect(isTokenWellFormed(token)).toBe(true);
  });

  it('rejects tokens without exactly three parts', () => {
    expect(decodeTokenPayload('')).toBeNull();
    expect(decodeTokenPayload('abc')).toBeNull();
    expect(decodeTokenPayload(`${makeToken({ exp: 1 })}.extra`)).toBeNull();
    expect(isTokenWellFormed('a.b')).toBe(false);
  });

  it('rejects undecodable payloads', () => {
    expect(decodeTokenPayload('header.!!!.sig')).toBeNull();
    expect(decodeTokenPayload(`header.${base64Url('not json')}.sig`)).toBeNull();
    expect(decodeTokenPayload(`header.${base64Url('42')}.sig`)).toBeNull();
    expect(
      decodeTokenPayload(`header.${Buffer.from([0xff, 0xfe]).toString('base64url')}.sig`),
    ).toBeNull();
  });

  it('reads the expiry in milliseconds', () => {
    expect(tokenExpiresAtMs(makeToken({ exp: 1_700_000_000 }))).toBe(NOW);
    expect(tokenExpiresAtMs(makeToken({ sub: 'x' }))).toBeNull();
    expect(tokenExpiresAtMs(makeToken({ exp: '1700000000' }))).toBeNull();
  });

  it('treats invalid tokens and tokens without exp as expired', () => {
    expect(isTokenExpired('garbage', 0, NOW)).toBe(true);
    expect(isTokenExpired(makeToken({ sub: 'x' }), 0, NOW)).toBe(true);
  });

  it('compares the expiry with now and the margin', () => {
    const token = makeToken({ exp: NOW / 1000 + 120 });
    expect(isTokenExpired(token, 0, NOW)).toBe(false);
    expect(isTokenExpired(token, 60_000, NOW)).toBe(false);
    expect(isTokenExpired(token, 120_000, NOW)).toBe(true);
    expect(isTokenExpired(token, 0, NOW + 120_000)).toBe(true);
    expect(isTokenExpired(token, 0, NOW + 119_999)).toBe(false);
  });

  it('defaults to the current time', () => {
    expect(isTokenExpired(makeToken({ exp: Math.floor(Date.now() / 1000) + 3600 }))).toBe(false);
    expect(isTokenExpired(makeToken({ exp: Math.floor(Date.now() / 1000) - 1 }))).toBe(true);
  });
});
