import { describe, expect, it } from 'vitest';
import { parseVariant, variantKey } from './body-variant';
import type { BodyVariant } from './public-menu-cache';

describe('stored body names', () => {
  it('name each page and JSON body, and read back what they name', () => {
    const variants: BodyVariant[] = [
      { kind: 'page', content: 'fr', chrome: 'en', languageInAddress: false, part: 1 },
      { kind: 'page', content: 'es', chrome: 'es', languageInAddress: true, part: 12 },
      { kind: 'json', content: 'de', part: 3 },
    ];
    const keys = variants.map(variantKey);
    expect(keys).toEqual(['page:fr:en:#1', 'page:es:es:q#12', 'json:de#3']);
    expect(keys.map(parseVariant)).toEqual(variants);
  });

  it('read nothing from a name this version does not make', () => {
    for (const key of ['head', 'page:xx:en:#1', 'page:fr:fr:#1', 'json:en#', 'page:en:en:#1 ']) {
      expect(parseVariant(key)).toBeNull();
    }
  });
});
