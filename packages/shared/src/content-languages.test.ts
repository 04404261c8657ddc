import { describe, expect, it } from 'vitest';
import {
  CONTENT_LANGUAGE_NAMES,
  CONTENT_LANGUAGES,
  choosePageLanguages,
  guestLanguages,
  menuLanguagesOf,
  translatedField,
  untranslatedFields,
} from './content-languages';

describe('menu languages (docs/product.md, "Menu languages")', () => {
  it('offers at least the twelve languages of the issue, each with its native name', () => {
    for (const l of ['en', 'es', 'fr', 'de', 'it', 'pt', 'ca', 'eu', 'gl', 'nl', 'zh', 'ja']) {
      expect(CONTENT_LANGUAGES).toContain(l);
    }
    expect(CONTENT_LANGUAGE_NAMES.fr).toBe('Français');
    expect(CONTENT_LANGUAGE_NAMES.ja).toBe('日本語');
  });

  it("a business's languages: primary first, others in the list's order, no repeats", () => {
    expect(menuLanguagesOf('es', ['fr', 'en', 'es', 'xx'])).toEqual(['es', 'en', 'fr']);
  });

  it("the guest's languages: ?lang= first, then Accept-Language by q, base tags, q=0 refused", () => {
    expect(guestLanguages('FR', 'de-CH;q=0.5, es-MX, en;q=0')).toEqual(['fr', 'es', 'de']);
    expect(guestLanguages(undefined, undefined)).toEqual([]);
    expect(guestLanguages(undefined, 'fr;q=abc, it')).toEqual(['it']);
  });

  it('content: the first guest language the business offers, else its primary one', () => {
    expect(choosePageLanguages(['de', 'fr'], ['es', 'fr']).content).toBe('fr');
    expect(choosePageLanguages(['de'], ['es', 'fr']).content).toBe('es');
    expect(choosePageLanguages([], ['fr']).content).toBe('fr');
  });

  it("chrome: the guest's first interface language, else the content's, else English", () => {
    // A French browser that also reads English: French content, English texts of the page.
    expect(choosePageLanguages(['fr', 'en'], ['es', 'fr'])).toEqual({
      content: 'fr',
      chrome: 'en',
    });
    // Switching to Spanish on the page: both follow.
    expect(choosePageLanguages(['es', 'fr'], ['es', 'fr'])).toEqual({
      content: 'es',
      chrome: 'es',
    });
    // Only French: the interface has no French, so English.
    expect(choosePageLanguages(['fr'], ['fr'])).toEqual({ content: 'fr', chrome: 'en' });
    // A guest with no language the interface has, on a Spanish menu: Spanish.
    expect(choosePageLanguages(['de'], ['es'])).toEqual({ content: 'es', chrome: 'es' });
  });

  it('falls back to the primary text per field, never to a blank', () => {
    const translations = { fr: { name: 'Soupe', description: '  ' } };
    expect(translatedField('Soup', translations, 'fr', 'name')).toBe('Soupe');
    expect(translatedField('Hot', translations, 'fr', 'description')).toBe('Hot');
    expect(translatedField('Soup', translations, 'de', 'name')).toBe('Soup');
    expect(translatedField('Soup', null, 'fr', 'name')).toBe('Soup');
  });

  it('a field is untranslated when it has primary text and no translation (blank counts as none)', () => {
    const soup = { name: 'Soup', description: null };
    expect(untranslatedFields(soup, { fr: { name: 'Soupe' } }, 'fr', 'en')).toEqual([]);
    expect(
      untranslatedFields(
        { name: 'Soup', description: 'Hot' },
        { fr: { name: 'Soupe' } },
        'fr',
        'en',
      ),
    ).toEqual(['description']);
    expect(untranslatedFields({ name: 'Soup' }, { fr: { name: '  ' } }, 'fr', 'en')).toEqual([
      'name',
    ]);
    expect(untranslatedFields({ name: 'Soup' }, {}, 'fr', 'fr')).toEqual([]);
  });
});
