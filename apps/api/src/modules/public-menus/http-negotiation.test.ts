import { describe, expect, it } from 'vitest';
import { encodePayload } from './encoded-payload';
import { chooseEncoding, matchesETag } from './http-cache';
import { pageLanguage } from './public-menu-page.routes';

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['gzip;q=0', 'identity'],
  ] as const)('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
    // The second time it is remembered, not parsed: the same answer.
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('matchesETag', () => {
  it('matches the payload in any encoding, weak or strong, in a list', async () => {
    const payload = await encodePayload('{"a":1}', 'application/json');
    const hash = payload.etag.slice(1, -1);
    expect(matchesETag(payload.etag, payload)).toBe(true);
    expect(matchesETag(`W/"${hash}-br"`, payload)).toBe(true);
    expect(matchesETag(`"x", "${hash}-gzip"`, payload)).toBe(true);
    expect(matchesETag('*', payload)).toBe(true);
    expect(matchesETag(`"${hash}-br-fast"`, payload)).toBe(true);
    expect(matchesETag(`"${hash}-gzip-fast"`, payload)).toBe(true);
    expect(matchesETag(`"${hash}-deflate"`, payload)).toBe(false);
    expect(matchesETag(`"${hash}x"`, payload)).toBe(false);
    expect(matchesETag('"other"', payload)).toBe(false);
    expect(matchesETag(undefined, payload)).toBe(false);
  });
});

describe('pageLanguage', () => {
  it.each([
    ['es', undefined, 'es'],
    ['fr', 'es-ES,es;q=0.9', 'es'],
    [undefined, 'fr-FR, es;q=0.8, en;q=0.9', 'en'],
    [undefined, 'fr-FR, es;q=0.8', 'es'],
    [undefined, 'es;q=0, en', 'en'],
    [undefined, undefined, 'en'],
    [undefined, 'de', 'en'],
  ] as const)('?lang=%s with Accept-Language %j → %s', (lang, header, expected) => {
    expect(pageLanguage(lang, header)).toBe(expected);
  });
});
