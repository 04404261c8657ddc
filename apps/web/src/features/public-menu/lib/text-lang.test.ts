import { describe, expect, it } from 'vitest';
import { textLang } from './text-lang';

describe('textLang (WCAG 3.1.2, language of parts)', () => {
  const frenchOnEnglish = { content: 'fr', page: 'en', primary: 'es' };

  it('marks a translated text with the content language when the page speaks another', () => {
    expect(textLang(frenchOnEnglish, undefined)).toBe('fr');
    expect(textLang(frenchOnEnglish, ['description'], 'name')).toBe('fr');
  });

  it('marks a text that fell back with the primary language, not the one asked for', () => {
    expect(textLang(frenchOnEnglish, ['name'])).toBe('es');
    expect(textLang(frenchOnEnglish, ['name', 'description'], 'description')).toBe('es');
  });

  it('sets nothing for a text in the page language, or in a preview', () => {
    expect(textLang({ content: 'es', page: 'es', primary: 'en' }, undefined)).toBeUndefined();
    expect(textLang({ content: 'fr', page: 'en', primary: 'en' }, ['name'])).toBeUndefined();
    expect(textLang(undefined, ['name'])).toBeUndefined();
  });
});
