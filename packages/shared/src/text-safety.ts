/**
 * Which characters free text may hold, and how many of them count as visible. Every schema of
 * free text (names, descriptions, contact fields, theme strings, search text, e-mail) goes through
 * these, so the rules live in one place (docs/security.md, "Input limits"). No zod, DOM or Node.
 */

/**
 * Never allowed: C0 controls but tab, line feed and carriage return; DEL and the C1 controls;
 * bidirectional embeddings, overrides and isolates (they reorder the text around them, e.g. a
 * name that reads differently from what it holds). PostgreSQL refuses NUL in text and JSON.
 */
const ALWAYS_REFUSED =
  // Matching control characters is the point of this pattern.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Tab and line breaks (also U+2028 and U+2029): allowed only in multi-line text. */
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;

/**
 * Code points that show nothing on their own: default-ignorable ones (zero-width space and
 * joiners, word joiner, BOM, soft hyphen, variation selectors, Hangul fillers, tag characters…),
 * combining marks (they belong to the character before them) and the blank Braille pattern.
 */
const NOT_VISIBLE = /[\p{Default_Ignorable_Code_Point}\p{M}\u2800]/u;

export interface TextRules {
  /** Tabs and line breaks are allowed (descriptions); otherwise the text is one line. */
  multiline?: boolean;
}

/** True when the text holds only characters free text may hold. */
export function isAllowedText(text: string, rules: TextRules = {}): boolean {
  if (ALWAYS_REFUSED.test(text) || LONE_SURROGATE.test(text)) return false;
  return rules.multiline === true || !LINE_BREAK_OR_TAB.test(text);
}

/**
 * Characters as wide as two letters (East Asian Wide and Fullwidth): CJK ideographs and
 * punctuation, kana with the long-vowel mark, Hangul syllables and full-width forms. A Chinese or
 * Japanese word of two characters is as long as one of four letters, and many names are that
 * short ("寿司", "面条").
 */
const WIDE = /[\p{Script=Han}\u3000-\u30ff\u31f0-\u31ff\uac00-\ud7a3\uff01-\uff60\uffe0-\uffe6]/u;

/**
 * How wide a name shows, in letters, between the first and the last character that is neither
 * blank nor invisible: a name of three zero-width spaces counts 0, and so does one of zero-width
 * spaces between spaces; 'A B' counts 3; a wide character counts 2 (WIDE).
 */
export function visibleWidth(text: string): number {
  const chars = [...text];
  const shows = (char: string) => !NOT_VISIBLE.test(char) && !/\s/.test(char);
  const first = chars.findIndex(shows);
  if (first === -1) return 0;
  const last = chars.findLastIndex(shows);
  let width = 0;
  for (let index = first; index <= last; index += 1) {
    const char = chars[index]!;
    if (!NOT_VISIBLE.test(char)) width += WIDE.test(char) ? 2 : 1;
  }
  return width;
}
