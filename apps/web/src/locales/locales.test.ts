import { afterEach, describe, expect, it } from 'vitest';
import { ENTITY_LABELS, messages } from '@carta/shared';
import { i18n, translateMessage } from '@/lib/i18n';
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

  it('has a translation for every shared message', () => {
    expect(Object.keys(en.messages).sort()).toEqual(Object.keys(messages).sort());
  });
});

describe('translateMessage', () => {
  const samples = Object.entries(messages).flatMap(([key, value]) => {
    if (typeof value === 'string') return [[key, value]];
    if (key.startsWith('name'))
      return ENTITY_LABELS.map((entity) => [key, (value as (e: string) => string)(entity)]);
    return [[key, (value as (status: number) => string)(503)]];
  });

  it('renders every shared message in English exactly as the shared package writes it', () => {
    for (const [key, text] of samples) expect(translateMessage(text!), key).toBe(text);
  });

  it('translates known messages, with parameters, into Spanish', async () => {
    await i18n.changeLanguage('es');
    expect(translateMessage(messages.networkError)).toBe(
      'Error de red: no se puede conectar con el servidor',
    );
    expect(translateMessage(messages.requestFailed(404))).toBe(
      'La solicitud falló con el estado 404',
    );
    expect(translateMessage(messages.nameTooShort('Category'))).toBe(
      'El nombre de la categoría debe tener al menos 3 caracteres',
    );
  });

  it('returns unknown text unchanged', async () => {
    await i18n.changeLanguage('es');
    expect(translateMessage('Something only the server knows')).toBe(
      'Something only the server knows',
    );
  });
});
