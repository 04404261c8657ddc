import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { FontFamily } from '@carta/shared';
import { isWoff, woffToSfnt } from './woff';

/**
 * The fonts of the print kit's PDFs, embedded (and subset) in each file; nothing is fetched. The
 * theme's font comes from the same packages the public menu self-hosts (their Latin WOFF files);
 * DejaVu Sans, which also covers Central European letters, Greek and Cyrillic, prints any text
 * the theme's font has no letter for, and Noto Sans SC what DejaVu has no letter for: Chinese and
 * Japanese (docs/product.md, "Print kit").
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

// Simplified Chinese forms; its character set (GB 18030) also holds the kana and the kanji of
// Japanese menus. Read only by the first print that needs it (about 10 MB per weight).
const NOTO_SANS_SC =
  require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
const NOTO_SANS_SC_BOLD =
  require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf');

const READ_WHEN_NEEDED = new Set([NOTO_SANS_SC, NOTO_SANS_SC_BOLD]);

/** Each role's fallbacks, in the order they are tried. */
const FALLBACK_FILES: Record<FontRole, readonly string[]> = {
  heading: [DEJAVU_SANS_BOLD, NOTO_SANS_SC_BOLD],
  body: [DEJAVU_SANS, NOTO_SANS_SC],
  bodyBold: [DEJAVU_SANS_BOLD, NOTO_SANS_SC_BOLD],
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
    const read = readFileSync(file);
    const data = isWoff(read) ? woffToSfnt(read) : read;
    const parsed = fontkit.create(data);
    if (!('hasGlyphForCodePoint' in parsed)) throw new Error(`${file} is a font collection`);
    font = { data, covers: (codePoint) => parsed.hasGlyphForCodePoint(codePoint) };
    loaded.set(file, font);
  }
  return font;
}

/** Characters that need no glyph of their own (spaces, line breaks, joiners). */
const INVISIBLE = /[\s\u200b-\u200d\ufeff]/u;

/** The fonts of one document: each role's font and its fallbacks, by the names registered. */
export interface FontSet {
  /**
   * [name, source] to register on a document: the bytes of a font already read, else its file,
   * which PDFKit reads only if the document uses it (the large CJK fallback, mostly).
   */
  files: ReadonlyArray<readonly [string, Buffer | string]>;
  /** The registered font that prints all of `text` in `role`: the preferred one when it can. */
  pick(role: FontRole, text: string): string;
}

/** How many of the text's visible characters the font lacks (0: it prints all of it). */
function missing(font: LoadedFont, text: string): number {
  let count = 0;
  for (const character of text) {
    if (!INVISIBLE.test(character) && !font.covers(character.codePointAt(0)!)) count += 1;
  }
  return count;
}

export function fontSet(family: FontFamily): FontSet {
  const chains: Record<FontRole, string[]> = {
    heading: [THEME_FONT_FILES[family].bold, ...FALLBACK_FILES.heading],
    body: [THEME_FONT_FILES.inter.regular, ...FALLBACK_FILES.body],
    bodyBold: [THEME_FONT_FILES.inter.bold, ...FALLBACK_FILES.bodyBold],
  };
  const nameOf = (role: FontRole, index: number) =>
    index === 0 ? role : `${role}-fallback-${index}`;
  const files: Array<readonly [string, Buffer | string]> = [];
  for (const role of ['heading', 'body', 'bodyBold'] as const) {
    chains[role].forEach((file, index) => {
      const read = READ_WHEN_NEEDED.has(file) ? loaded.get(file) : load(file);
      files.push([nameOf(role, index), read?.data ?? file]);
    });
  }
  return {
    files,
    pick(role, text) {
      // The first font of the chain that has every letter; else the one that lacks the fewest.
      let best = { index: 0, missing: Infinity };
      for (const [index, file] of chains[role].entries()) {
        const lacking = missing(load(file), text);
        if (lacking === 0) return nameOf(role, index);
        if (lacking < best.missing) best = { index, missing: lacking };
      }
      return nameOf(role, best.index);
    },
  };
}
