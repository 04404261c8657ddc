import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKGROUND_TYPES,
  CORNER_RADII,
  DEFAULT_THEME,
  FONT_FAMILIES,
  GRADIENT_DIRECTIONS,
  HEADER_SIZES,
  LIMITS,
  MenuSchema,
  MenuSummarySchema,
  PRICE_SIZES,
  PublicMenuSchema,
  SPACINGS,
  ThemeSchema,
  pagedListSchema,
} from '@carta/shared';
import { menus } from '../../src/db/schema';
import { migrationSuite } from '../helpers/migrations';
import { createBusiness, createMenu } from '../helpers/fixtures';
import { getOk } from '../helpers/reads';

/**
 * Migration 0002 brings themes stored before the input limits under them (docs/security.md,
 * "Input limits"): a menu stored earlier, e.g. with a 0.9 MB theme id, reads back afterwards.
 * The test database is already migrated; the migration's statements are run again on rows put
 * back into their legacy state, as a database of the previous version would hold them.
 */

const { t, owner, call, execute, runMigration, statements } =
  migrationSuite('0002_bounded_themes.sql');

async function storeTheme(menuId: string, theme: unknown) {
  await t.database.db.execute(
    sql`UPDATE ${menus} SET theme = ${JSON.stringify(theme)}::jsonb WHERE id = ${menuId}`,
  );
}

async function storedTheme(menuId: string): Promise<unknown> {
  const { rows } = await t.database.db.execute<{ theme: unknown }>(
    sql`SELECT theme FROM ${menus} WHERE id = ${menuId}`,
  );
  return rows[0]!.theme;
}

const astral = '🍕'; // two UTF-16 code units

describe('migration 0002: stored themes under the input limits (issue 9)', () => {
  it('reads back a menu stored with an oversized theme, and leaves valid themes alone', async () => {
    const business = await createBusiness(t, owner);
    const legacy = await createMenu(t, owner, business.id, { name: 'Legacy' });
    const valid = await createMenu(t, owner, business.id, { name: 'Valid' });
    const validTheme = {
      ...DEFAULT_THEME,
      id: 'My theme',
      backgroundType: 'gradient',
      gradientFrom: '#112233',
      gradientTo: '#445566',
      backgroundImage: 'https://example.com/bg.jpg',
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-02T10:00:00+02:00',
    };
    await storeTheme(valid.id, validTheme);
    await storeTheme(legacy.id, {
      ...DEFAULT_THEME,
      id: `  ${'x'.repeat(900_000)}`,
      backgroundImage: `https://example.com/${'a'.repeat(LIMITS.urlMax)}`,
      createdAt: 'yesterday',
      updatedAt: 'z'.repeat(100_000),
      gradientFrom: 'not a color',
      primaryColor: '#12345',
      fontFamily: 'comic-sans',
      unknownKey: { nested: 'y'.repeat(10_000) },
    });
    // What the bounded schema makes of the legacy row: it no longer reads back.
    expect(MenuSchema.shape.theme.safeParse(await storedTheme(legacy.id)).success).toBe(false);

    await runMigration();

    expect(await storedTheme(legacy.id)).toEqual({
      ...DEFAULT_THEME,
      id: 'x'.repeat(LIMITS.themeIdMax),
    });
    expect(await storedTheme(valid.id)).toEqual(validTheme);
    const read = await getOk(call, `/api/menus/${legacy.id}`, MenuSchema);
    expect(read.theme.id).toBe('x'.repeat(LIMITS.themeIdMax));
    const list = await getOk(call, '/api/menus', pagedListSchema(MenuSummarySchema));
    expect(list.items.map((menu) => menu.name).sort()).toEqual(['Legacy', 'Valid']);
    const published = await getOk(call, `/api/public/menus/${legacy.id}`, PublicMenuSchema);
    expect(published.enabled).toBe(true);

    // A second run changes nothing.
    const before = [await storedTheme(legacy.id), await storedTheme(valid.id)];
    await runMigration();
    expect([await storedTheme(legacy.id), await storedTheme(valid.id)]).toEqual(before);
  });

  it('clips ids by UTF-16 length, trims them, and puts the default id for refused ones', async () => {
    const business = await createBusiness(t, owner, { name: 'Ids' });
    const cases: [unknown, string][] = [
      [astral.repeat(40), astral.repeat(32)],
      [`${'a'.repeat(63)}${astral}`, 'a'.repeat(63)],
      [`\u00a0 spaced \u3000`, 'spaced'],
      [`${'b'.repeat(60)}    ${'c'.repeat(10)}`, 'b'.repeat(60)],
      ['evil\u202Eeman', DEFAULT_THEME.id],
      ['two\nlines', DEFAULT_THEME.id],
      ['   ', DEFAULT_THEME.id],
      [42, DEFAULT_THEME.id],
    ];
    for (const [id, expected] of cases) {
      const menu = await createMenu(t, owner, business.id);
      await storeTheme(menu.id, { ...DEFAULT_THEME, id });
      await runMigration();
      const theme = ThemeSchema.parse(await storedTheme(menu.id));
      expect(theme.id, JSON.stringify(id)).toBe(expected);
    }
  });

  describe('the normalising function', () => {
    const normalise = async (theme: unknown) => {
      const { rows } = await t.database.db.execute<{ theme: unknown }>(
        sql`SELECT carta_bounded_theme(${JSON.stringify(theme)}::jsonb) AS theme`,
      );
      return rows[0]!.theme;
    };

    beforeAll(async () => {
      for (const statement of statements.filter((text) => text.includes('CREATE FUNCTION'))) {
        await execute(statement);
      }
    });
    afterAll(async () => {
      for (const statement of statements.filter((text) => text.startsWith('DROP FUNCTION'))) {
        await execute(statement);
      }
    });

    it('makes the default theme out of nothing and keeps every enumeration value of shared', async () => {
      expect(await normalise({})).toEqual(DEFAULT_THEME);
      expect(await normalise('not an object')).toEqual(DEFAULT_THEME);
      const enumerations = {
        fontFamily: FONT_FAMILIES,
        backgroundType: BACKGROUND_TYPES,
        gradientDirection: GRADIENT_DIRECTIONS,
        cornerRadius: CORNER_RADII,
        spacing: SPACINGS,
        headerSize: HEADER_SIZES,
        priceSize: PRICE_SIZES,
      };
      for (const [field, values] of Object.entries(enumerations)) {
        for (const value of values) {
          expect(await normalise({ ...DEFAULT_THEME, [field]: value })).toEqual({
            ...DEFAULT_THEME,
            [field]: value,
          });
        }
      }
    });

    // Strings as jsonb can hold them (no NUL, no lone surrogates), biased to the edge cases.
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 80 }).map((value) => value.replaceAll('\u0000', '')),
      fc.constantFrom(' ', '\u200B', '\u202E', '\n', '\u3000', astral, 'x'.repeat(70)),
      fc
        .array(fc.constantFrom('a', ' ', astral, '\t', '\u00a0', '\u2066'), { maxLength: 90 })
        .map((chars) => chars.join('')),
    );
    const anyValue = fc.oneof(text, fc.integer(), fc.constant(null), fc.boolean());
    const sometimes = <T>(valid: fc.Arbitrary<T>) =>
      fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: anyValue });
    const color = fc
      .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: 6, maxLength: 6 })
      .map((digits) => `#${digits.join('')}`);
    const timestamp = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2999-12-31T23:59:59Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
    const themes = fc.record(
      {
        id: sometimes(fc.oneof(fc.constantFrom('classic', 'modern'), text)),
        fontFamily: sometimes(fc.constantFrom(...FONT_FAMILIES)),
        primaryColor: sometimes(color),
        secondaryColor: sometimes(color),
        backgroundColor: sometimes(color),
        cardBackground: sometimes(color),
        textColor: sometimes(color),
        subtextColor: sometimes(color),
        backgroundType: sometimes(fc.constantFrom(...BACKGROUND_TYPES)),
        backgroundImage: sometimes(
          fc.oneof(
            fc.webUrl({ size: 'small' }),
            text.map((path) => `https://example.com/${path}`),
          ),
        ),
        gradientFrom: sometimes(color),
        gradientTo: sometimes(color),
        gradientDirection: sometimes(fc.constantFrom(...GRADIENT_DIRECTIONS)),
        cornerRadius: sometimes(fc.constantFrom(...CORNER_RADII)),
        spacing: sometimes(fc.constantFrom(...SPACINGS)),
        headerSize: sometimes(fc.constantFrom(...HEADER_SIZES)),
        priceSize: sometimes(fc.constantFrom(...PRICE_SIZES)),
        createdAt: sometimes(timestamp),
        updatedAt: sometimes(timestamp),
        extra: anyValue,
      },
      { requiredKeys: [] },
    );

    it('turns any stored theme into one the bounded schema reads, and leaves valid ones as they are', async () => {
      await fc.assert(
        fc.asyncProperty(themes, async (theme) => {
          const normalised = await normalise(theme);
          const parsed = ThemeSchema.safeParse(normalised);
          expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
          const valid = ThemeSchema.safeParse(theme);
          if (valid.success && !('extra' in theme)) expect(normalised).toEqual(theme);
        }),
        { numRuns: 300, seed: Number(process.env.FC_SEED ?? 20261123) },
      );
    });
  });
});
