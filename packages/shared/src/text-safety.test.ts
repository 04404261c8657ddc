import { describe, expect, it } from 'vitest';
import { isAllowedText, visibleWidth } from './text-safety';

describe('isAllowedText', () => {
  it.each([
    ['NUL', 'Nul\u0000Biz'],
    ['a C0 control', 'bell\u0007'],
    ['escape', 'esc\u001b[31m'],
    ['DEL', 'del\u007f'],
    ['a C1 control', 'next\u0085line'],
    ['a lone high surrogate', 'half \uD83C'],
    ['a lone low surrogate', '\uDF55 half'],
    ['a reversed pair', '\uDF55\uD83C'],
    ['right-to-left override', 'evil\u202Egnp.exe'],
    ['left-to-right embedding', '\u202Aembedded'],
    ['first strong isolate', 'iso\u2068late\u2069'],
  ])('refuses %s', (_label, text) => {
    expect(isAllowedText(text)).toBe(false);
    expect(isAllowedText(text, { multiline: true })).toBe(false);
  });

  it.each([
    'Café Olé',
    'Pizzería Nº 1 — “La Mejor”',
    '寿司 🍣 and 👨‍🍳 (chef with a joiner)',
    'Coffee ☕️ with a variation selector',
    'שלום עולם',
    'مطعم',
    'Tab\u00a0no-break space',
  ])('accepts %j', (text) => {
    expect(isAllowedText(text)).toBe(true);
  });

  it('allows tabs and line breaks only in multi-line text', () => {
    for (const text of ['two\nlines', 'crlf\r\nend', 'tab\there', 'line\u2028separator']) {
      expect(isAllowedText(text)).toBe(false);
      expect(isAllowedText(text, { multiline: true })).toBe(true);
    }
  });
});

describe('visibleWidth', () => {
  it.each([
    ['three zero-width spaces', '\u200B\u200B\u200B', 0],
    ['zero-width joiners and non-joiners', '\u200C\u200D\u200C', 0],
    ['word joiner, BOM and soft hyphen', '\u2060\uFEFF\u00AD', 0],
    ['Hangul fillers', '\u3164\u3164\u3164\u115F\uFFA0', 0],
    ['variation selectors', '\uFE0F\uFE0E\uFE0F', 0],
    ['combining marks alone', '\u0301\u0301\u0301', 0],
    ['blank Braille', '\u2800\u2800\u2800', 0],
    ['spaces between invisible characters', '\u200B \u200B \u200B \u200B', 0],
    ['letters', 'abc', 3],
    ['letters and a space', 'A B', 3],
    ['letters among zero-width spaces', '\u200Ba\u200Bb\u200B', 2],
    ['decomposed accents', 'e\u0301e\u0301e\u0301', 3],
    ['an emoji (surrogate pair)', '🍕', 1],
    ['two Japanese characters, each as wide as two letters', '寿司', 4],
    ['one Chinese character', '饺', 2],
    ['kana', 'ラーメン', 8],
    ['Hangul syllables', '김치', 4],
    ['full-width letters', 'ＡＢ', 4],
    ['Chinese and Latin', 'A餐', 3],
  ])('%s', (_label, text, expected) => {
    expect(visibleWidth(text)).toBe(expected);
  });
});
