import { afterEach, describe, expect, it } from 'vitest';
import {
  ENTITY_LABELS,
  messageText,
  messages,
  type MessageKey,
  type MessageRef,
} from '@carta/shared';
import { i18n, translateCode } from '@/lib/i18n';
import en from './en.json';
import es from './es.json';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

function valueAt(tree: Tree, path: string): string {
  return path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree) as string;
}

/**
 * Texts that are the same in English and Spanish on purpose: brand names, true cognates and
 * formats. A key anywhere else with one text for both languages is an untranslated text.
 */
const SAME_IN_BOTH = [
  'app.name', // Carta
  'app.titleTemplate',
  'products.card.visible', // Visible
  'categories.card.visible',
  'menus.card.visible',
  'language.en', // each language names itself
  'language.es',
  'pages.error', // Error
  'errors.title',
  'admin.accounts.columns.roles', // Roles
  'admin.accounts.idPrefix', // ID {{id}}
  'notFound.code', // 404
  'printKit.papers.a4', // A4
  'publicMenu.allergens.gluten', // Gluten
  'publicMenu.dietary.halal',
  'publicMenu.dietary.kosher',
  'businesses.form.whatsapp',
  'businesses.form.instagram',
  'businesses.form.facebook',
  'businesses.form.twitter',
  'publicMenu.whatsapp',
  'publicMenu.instagram',
  'publicMenu.facebook',
  'publicMenu.twitter',
  'share.whatsapp',
  'share.facebook',
  'publicPage.title', // {{menu}} · {{business}}
  'share.shareTitle',
  'publicMenu.placeShare.shareTitle', // {{business}}
  'themeEditor.presets.vintage.name', // Vintage
  'themeEditor.typography.spacings.normal', // Normal
  'themeEditor.sample.business', // Trattoria Sole
  'themeEditor.sample.pizzas',
  'themeEditor.sample.pepperoni.name',
  'themeEditor.sample.bruschetta.name',
  'webhooks.title', // Webhooks (the technical term)
];

afterEach(() => i18n.changeLanguage('en'));

describe('locale bundles', () => {
  it('es.json has exactly the keys of en.json', () => {
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
  });

  it('no translation is empty and both use the same placeholders', () => {
    for (const key of keysOf(en)) {
      expect(valueAt(en, key).trim(), `en ${key}`).not.toBe('');
      expect(valueAt(es, key).trim(), `es ${key}`).not.toBe('');
      expect(placeholders(valueAt(es, key)), key).toEqual(placeholders(valueAt(en, key)));
    }
  });

  it('every Spanish text differs from its English one, except the listed cognates and names', () => {
    const same = keysOf(en).filter((key) => valueAt(en, key) === valueAt(es, key));
    expect(same.sort()).toEqual([...SAME_IN_BOTH].sort());
  });

  it('has a translation for every shared message', () => {
    expect(Object.keys(en.messages).sort()).toEqual(Object.keys(messages).sort());
  });
});

describe('translateCode', () => {
  const samples = Object.keys(messages).flatMap((key): MessageRef[] => {
    const code = key as MessageKey;
    if (typeof messages[code] === 'string') return [{ code }];
    if (code.startsWith('name'))
      return ENTITY_LABELS.map((entity) => ({ code, params: { entity } }));
    return [{ code, params: { status: 503 } }];
  });

  it('renders every shared message in English exactly as the shared package writes it', () => {
    for (const ref of samples) {
      expect(translateCode(ref), ref.code).toBe(messageText(ref.code, ref.params));
    }
  });

  it('translates codes, with parameters, into Spanish', async () => {
    await i18n.changeLanguage('es');
    expect(translateCode({ code: 'networkError' })).toBe(
      'Error de red: no se puede conectar con el servidor',
    );
    expect(translateCode({ code: 'requestFailed', params: { status: 404 } })).toBe(
      'La solicitud falló con el estado 404',
    );
    expect(translateCode({ code: 'nameTooShort', params: { entity: 'Category' } })).toBe(
      'El nombre de la categoría debe tener al menos 3 caracteres',
    );
  });

  it('shows the English message of a code it does not know', async () => {
    await i18n.changeLanguage('es');
    expect(translateCode({ code: 'tableBooked', message: 'Table already booked' })).toBe(
      'Table already booked',
    );
  });
});
