import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { FontFamily } from '@carta/shared';

/**
 * The fonts of the print kit's PDFs, embedded (and subset) in each file; nothing is fetched. The
 * theme's font comes from the same packages the public menu self-hosts (their Latin WOFF files);
 * DejaVu Sans, which also covers Central European letters, Greek and Cyrillic, prints any text
 * the theme's font has no letter for. Chinese and Japanese are beyond both (docs/product.md,
 * "Print kit").
 */

const require = createRequire(import.meta.url);

/** The theme fonts' Latin files, regular and bold, as the public menu self-hosts them. */
const THEME_FONT_FILES: Record<FontFamily, { regular: string; bold: string }> = {
  inter: {
    regular: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
    bold: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
  },
  roboto: {
    regular: require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff'),
    bold: require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff'),
  },
  playfair: {
    regular:
      require.resolve('@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff'),
    bold: require.resolve('@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff'),
  },
  'dancing-script': {
    regular:
      require.resolve('@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff'),
    bold: require.resolve('@fontsource/dancing-script/files/dancing-script-latin-700-normal.woff'),
  },
  nunito: {
    regular: require.resolve('@fontsource/nunito/files/nunito-latin-400-normal.woff'),
    bold: require.resolve('@fontsource/nunito/files/nunito-latin-700-normal.woff'),
  },
};

/** The roles text plays in a print: headings in the theme's font, the rest in the body font. */
export type FontRole = 'heading' | 'body' | 'bodyBold';

const DEJAVU_SANS = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const DEJAVU_SANS_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const FALLBACK_FILES: Record<FontRole, string> = {
  heading: DEJAVU_SANS_BOLD,
  body: DEJAVU_SANS,
  bodyBold: DEJAVU_SANS_BOLD,
};

interface LoadedFont {
  data: Buffer;
  covers: (codePoint: number) => boolean;
}

const loaded = new Map<string, LoadedFont>();

/** A font file's bytes and which characters it has, read once per process. */
function load(file: string): LoadedFont {
  let font = loaded.get(file);
  if (!font) {
    const data = readFileSync(file);
    const parsed = fontkit.create(data);
    if (!('hasGlyphForCodePoint' in parsed)) throw new Error(`${file} is a font collection`);
    font = { data, covers: (codePoint) => parsed.hasGlyphForCodePoint(codePoint) };
    loaded.set(file, font);
  }
  return font;
}

/** Characters that need no glyph of their own (spaces, line breaks, joiners). */
const INVISIBLE = /[\s\u200b-\u200d\ufeff]/u;

/** The fonts of one document: each role's font and its fallback, by the names registered. */
export interface FontSet {
  /** [name, bytes] to register on a document. */
  files: ReadonlyArray<readonly [string, Buffer]>;
  /** The registered font that prints all of `text` in `role`: the preferred one when it can. */
  pick(role: FontRole, text: string): string;
}

export function fontSet(family: FontFamily): FontSet {
  const preferred: Record<FontRole, string> = {
    heading: THEME_FONT_FILES[family].bold,
    body: THEME_FONT_FILES.inter.regular,
    bodyBold: THEME_FONT_FILES.inter.bold,
  };
  const files: Array<readonly [string, Buffer]> = [];
  for (const role of ['heading', 'body', 'bodyBold'] as const) {
    files.push([role, load(preferred[role]).data]);
    files.push([`${role}-fallback`, load(FALLBACK_FILES[role]).data]);
  }
  return {
    files,
    pick(role, text) {
      const font = load(preferred[role]);
      for (const character of text) {
        if (INVISIBLE.test(character)) continue;
        if (!font.covers(character.codePointAt(0)!)) return `${role}-fallback`;
      }
      return role;
    },
  };
}
