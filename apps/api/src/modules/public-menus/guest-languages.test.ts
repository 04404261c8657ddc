import { describe, expect, it } from 'vitest';
import { guestLanguages } from '@carta/shared';
import { guestLanguagesOf } from './guest-languages';

describe('guestLanguagesOf', () => {
  it.each([
    [undefined, undefined],
    ['es', undefined],
    [undefined, 'fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5'],
    ['DE', 'en-US,en;q=0.9'],
    ['', 'es'],
  ])('?lang=%j, Accept-Language %j: as guestLanguages, remembered', (lang, acceptLanguage) => {
    const first = guestLanguagesOf(lang, acceptLanguage);
    expect(first).toEqual(guestLanguages(lang, acceptLanguage));
    expect(guestLanguagesOf(lang, acceptLanguage)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('tells a ?lang= from the same text in Accept-Language', () => {
    expect(guestLanguagesOf('es', undefined)).toEqual(['es']);
    expect(guestLanguagesOf(undefined, 'es')).toEqual(['es']);
    expect(guestLanguagesOf('es', 'fr')).toEqual(['es', 'fr']);
    expect(guestLanguagesOf(undefined, 'es\nfr')).toEqual(guestLanguages(undefined, 'es\nfr'));
  });
});
