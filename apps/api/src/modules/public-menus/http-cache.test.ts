import { describe, expect, it } from 'vitest';
import { SHARED_CACHE_SECONDS } from '@carta/shared';
import { PUBLIC_CACHE_CONTROL, PUBLIC_CDN_CACHE_CONTROL } from './http-cache';

/** A Cache-Control value as a map of directive → value ('' for a bare directive). */
const directives = (header: string) =>
  new Map(
    header.split(',').map((part) => {
      const [name = '', value = ''] = part.trim().split('=');
      return [name, value] as const;
    }),
  );

describe('Cache-Control of public answers (docs/deployment.md)', () => {
  const { fresh, staleWhileRevalidate, staleIfError } = SHARED_CACHE_SECONDS;

  it('lets a browser keep nothing without asking, not even stale-while-revalidate', () => {
    const cc = directives(PUBLIC_CACHE_CONTROL);
    expect(cc.get('max-age')).toBe('0');
    // Chrome and Firefox give must-revalidate precedence over stale-while-revalidate.
    expect(cc.has('must-revalidate')).toBe(true);
    // nginx refuses to store anything whose Cache-Control names these, anywhere in the value.
    for (const word of ['no-cache', 'no-store', 'private']) {
      expect(PUBLIC_CACHE_CONTROL).not.toContain(word);
    }
  });

  it('lets a shared cache answer for s-maxage, then stale while it revalidates or Carta is down', () => {
    const cc = directives(PUBLIC_CACHE_CONTROL);
    expect(cc.has('public')).toBe(true);
    expect(cc.get('s-maxage')).toBe(String(fresh));
    expect(cc.get('stale-while-revalidate')).toBe(String(staleWhileRevalidate));
    expect(cc.get('stale-if-error')).toBe(String(staleIfError));
  });

  it("gives CDNs that read CDN-Cache-Control the same times, without the browser's must-revalidate", () => {
    expect(Object.fromEntries(directives(PUBLIC_CDN_CACHE_CONTROL))).toEqual({
      public: '',
      'max-age': String(fresh),
      'stale-while-revalidate': String(staleWhileRevalidate),
      'stale-if-error': String(staleIfError),
    });
  });
});
