import { describe, expect, it } from 'vitest';
import en from './en.json';

/** Words that keep their capital inside a sentence: names, brands, abbreviations, plan names. */
const PROPER = new Set([
  'Carta',
  'I',
  'Instagram',
  'Facebook',
  'Twitter',
  'WhatsApp',
  'PNG',
  'SVG',
  'QR',
  'PDF',
  'Letter', // US Letter, the paper size
  'JPEG',
  'MB',
  'URL',
  'API',
  'ID',
  'WCAG',
  'EU',
  'AA',
  'English',
  'Español',
  'Spanish',
  'Colors',
  'Professional',
  'Starter',
  'Business',
  'Margherita',
  'Trattoria',
  'Sole',
  'Luigi',
  // Key names and days.
  'Space',
  'Enter',
  'Escape',
  'Saturday',
  // File formats.
  'CSV',
  'JSON',
  'UTF',
]);

function* strings(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) yield* strings(value, `${path}.${key}`);
  }
}

/** A capital after the first word that does not start a sentence and is no proper name. */
function titleCased(text: string): string[] {
  return text
    .split(/(?<=[.!?:·])\s+|\n+/)
    .flatMap(
      (sentence) =>
        sentence
          .replace(/\{\{[^}]*\}\}/g, '')
          .match(/[A-Za-z][\w']*/g)
          ?.slice(1) ?? [],
    )
    .filter((word) => /^[A-Z]/.test(word) && !PROPER.has(word));
}

describe('English texts are in sentence case (issue 11)', () => {
  it('no title, button or message capitalises every word ("Invalid reset link")', () => {
    const offenders = [...strings(en, 'en')]
      .map(([path, text]) => [path, titleCased(text)] as const)
      .filter(([, words]) => words.length > 0)
      .map(([path, words]) => `${path}: ${words.join(' ')}`);
    expect(offenders).toEqual([]);
  });

  it('catches a title-cased text', () => {
    expect(titleCased('Invalid Reset Link')).toEqual(['Reset', 'Link']);
    expect(titleCased('Invalid reset link. Try Again')).toEqual(['Again']);
  });
});
