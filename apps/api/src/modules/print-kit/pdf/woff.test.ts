import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { isWoff, woffToSfnt } from './woff';

const require = createRequire(import.meta.url);
const WOFF = readFileSync(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'));

const single = (data: Buffer) => {
  const font = fontkit.create(data);
  if (!('glyphForCodePoint' in font)) throw new Error('a collection');
  return font;
};

describe('woffToSfnt', () => {
  it('gives the same font, tables inflated, in a form fontkit reads in place', () => {
    const sfnt = woffToSfnt(WOFF);
    expect(isWoff(WOFF)).toBe(true);
    expect(isWoff(sfnt)).toBe(false);
    const [from, to] = [single(WOFF), single(sfnt)];
    expect(to.type).toBe('TTF');
    expect(to.numGlyphs).toBe(from.numGlyphs);
    expect(to.familyName).toBe(from.familyName);
    for (const text of ['Paella valenciana', 'Crème brûlée', '12,50 €']) {
      const [a, b] = [from.layout(text), to.layout(text)];
      expect(b.glyphs.map((glyph) => glyph.id)).toEqual(a.glyphs.map((glyph) => glyph.id));
      expect(b.advanceWidth).toBe(a.advanceWidth);
    }
  });

  it('refuses what is not WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, just some words'))).toThrow();
  });
});
