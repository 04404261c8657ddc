import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LIMITS } from '../constants';
import { firstIssue } from '../field-messages';
import { messages } from '../messages';
import { DEFAULT_THEME } from '../theme/tokens';
import { EmailSchema, SignUpRequestSchema } from './account';
import { BusinessInputSchema } from './business';
import { CategoryInputSchema } from './category';
import { ListQuerySchema } from './common';
import { MenuInputSchema, MenuPatchSchema } from './menu';
import { ProductInputSchema } from './product';
import { ThemeSchema } from './theme';

const business = { id: '00000000-0000-4000-8000-000000000001' };
const validTheme = { ...DEFAULT_THEME, backgroundImage: 'https://example.com/a.jpg' };

/** A valid input of each schema, and the free-text fields in it (dot paths). */
const FREE_TEXT: [string, z.ZodType, Record<string, unknown>, string[]][] = [
  [
    'BusinessInputSchema',
    BusinessInputSchema,
    {
      name: 'Casa Pepe',
      logo: 'logo.webp',
      phone: '+34 600 000 000',
      whatsapp: '600000000',
      website: 'https://casapepe.es',
      instagram: 'casa.pepe',
      facebook: 'casapepe',
      twitter: 'casa_pepe',
    },
    ['name', 'logo', 'phone', 'whatsapp', 'website', 'instagram', 'facebook', 'twitter'],
  ],
  [
    'ProductInputSchema',
    ProductInputSchema,
    { name: 'Paella', price: '12.50', description: 'Rice', image: 'p.webp', business },
    ['name', 'description', 'image'],
  ],
  ['CategoryInputSchema', CategoryInputSchema, { name: 'Mains', business }, ['name']],
  [
    'MenuInputSchema',
    MenuInputSchema,
    { name: 'Dinner', business, theme: validTheme },
    ['name', 'theme.id', 'theme.backgroundImage'],
  ],
  ['ListQuerySchema', ListQuerySchema, { name: 'pizza' }, ['name']],
  [
    'SignUpRequestSchema',
    SignUpRequestSchema,
    { email: 'owner@example.com', password: 'password1' },
    ['email'],
  ],
];

function withValue(input: Record<string, unknown>, path: string, value: (old: string) => string) {
  const copy = structuredClone(input);
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  target[last] = value(String(target[last]));
  return copy;
}

const cases = FREE_TEXT.flatMap(([name, schema, input, paths]) =>
  paths.map((path) => [`${name} ${path}`, schema, input, path] as const),
);

describe('invalid text is refused by the schemas, never stored (issue 9)', () => {
  it.each(FREE_TEXT)('%s accepts its valid example', (_name, schema, input) => {
    expect(schema.safeParse(input).success).toBe(true);
  });

  it.each([
    ['NUL', '\u0000'],
    ['a C1 control', '\u0085'],
    ['a right-to-left override', '\u202E'],
    ['a lone surrogate', '\uD800'],
  ])('refuses %s in every free-text field', (_label, bad) => {
    for (const [label, schema, input, path] of cases) {
      // In the middle, so trimming cannot remove it; e-mail keeps its shape around it.
      const broken = withValue(input, path, (old) => `${old.slice(0, 2)}${bad}${old.slice(2)}`);
      expect(firstIssue(schema, broken, path), label).toBe(messages.textNotAllowed);
    }
  });

  it('allows line breaks and tabs in a description only', () => {
    const product = FREE_TEXT[1]![2];
    expect(
      ProductInputSchema.safeParse({ ...product, description: 'Rice,\n\tsaffron' }).success,
    ).toBe(true);
    expect(firstIssue(ProductInputSchema, { ...product, name: 'Pa\nella' }, 'name')).toBe(
      messages.textNotAllowed,
    );
    expect(firstIssue(ProductInputSchema, { ...product, image: 'a\tb.webp' }, 'image')).toBe(
      messages.textNotAllowed,
    );
  });

  it.each([
    ['three zero-width spaces', '\u200B\u200B\u200B'],
    ['zero-width joiners and a BOM', '\u200D\u200C\uFEFF\u2060'],
    ['Hangul fillers', '\u3164\u3164\u3164'],
    ['soft hyphens and variation selectors', '\u00AD\uFE0F\u00AD\uFE0F'],
    ['two letters among invisible characters', 'a\u200B\u200Bb\u200B'],
  ])('a name of %s is too short', (_label, name) => {
    for (const [schema, entity] of [
      [BusinessInputSchema, 'Business'],
      [CategoryInputSchema, 'Category'],
    ] as const) {
      expect(firstIssue(schema, { name, business }, 'name')).toBe(messages.nameTooShort(entity));
    }
  });

  it('keeps names in any script, with emoji sequences and accents', () => {
    for (const name of ['Café', '寿司屋', 'שלום', 'Chef 👨‍🍳', 'Cafe\u0301 Ole\u0301', 'A B']) {
      expect(CategoryInputSchema.safeParse({ name, business }).success, name).toBe(true);
    }
  });

  it('refuses an e-mail address with invisible or control characters', () => {
    expect(EmailSchema.safeParse('a\u0000b@example.com').error?.issues[0]?.message).toBe(
      messages.textNotAllowed,
    );
    expect(EmailSchema.safeParse('ab\u200B@example.com').success).toBe(false);
  });
});

describe('ThemeSchema drops unknown keys and bounds every field (issue 9)', () => {
  it('drops keys it does not know, at any depth of the menu input', () => {
    const theme = { ...DEFAULT_THEME, extra: 'x'.repeat(1000), __proto__: { polluted: true } };
    const parsed = ThemeSchema.parse(theme);
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(DEFAULT_THEME).sort());
    const menu = MenuPatchSchema.parse({ theme: { ...DEFAULT_THEME, script: '<script>' } });
    expect(menu.theme).toEqual(DEFAULT_THEME);
  });

  it('refuses over-long and ill-formed ids, URLs and timestamps', () => {
    const refuse = (patch: Record<string, unknown>, path: string, message: string) =>
      expect(firstIssue(ThemeSchema, { ...DEFAULT_THEME, ...patch }, path)).toBe(message);
    refuse({ id: 'x'.repeat(LIMITS.themeIdMax + 1) }, 'id', messages.valueTooLong);
    refuse({ id: '\u0000' }, 'id', messages.textNotAllowed);
    refuse({ id: '   ' }, 'id', messages.themeIdRequired);
    refuse(
      { backgroundImage: `https://example.com/${'a'.repeat(LIMITS.urlMax)}` },
      'backgroundImage',
      messages.urlTooLong,
    );
    refuse({ backgroundImage: 'javascript:alert(1)' }, 'backgroundImage', messages.urlInvalid);
    refuse({ createdAt: 'yesterday' }, 'createdAt', messages.dateTimeInvalid);
    refuse(
      { updatedAt: `2026-01-01T00:00:00.${'1'.repeat(60)}Z` },
      'updatedAt',
      messages.dateTimeInvalid,
    );
    refuse({ primaryColor: '#'.repeat(100_000) }, 'primaryColor', messages.hexColorInvalid);
  });

  it('accepts ISO timestamps as clients send them', () => {
    const stamped = {
      ...DEFAULT_THEME,
      createdAt: '2026-11-23T10:00:00.000Z',
      updatedAt: '2026-11-23T11:00:00+01:00',
    };
    expect(ThemeSchema.parse(stamped)).toEqual(stamped);
  });
});
