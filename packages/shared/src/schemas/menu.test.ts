import { describe, expect, it } from 'vitest';
import { MenuInputSchema, MenuPatchSchema, MenuUpdateSchema, PublicMenuSchema } from './menu';
import { DEFAULT_THEME, THEME_PRESETS } from '../index';
import { firstIssue } from '../field-messages';

const BUSINESS = { id: '3f2a1c4e-8b9d-4e6f-a1b2-c3d4e5f60718' };
const C1 = '0b7e7a4c-1d2e-4f3a-9b8c-7d6e5f4a3b21';

describe('MenuInputSchema (docs/product.md §5)', () => {
  it('defaults categories, theme and enabled', () => {
    const menu = MenuInputSchema.parse({ business: BUSINESS, name: 'Dinner' });
    expect(menu).toEqual({
      business: BUSINESS,
      name: 'Dinner',
      categories: [],
      theme: DEFAULT_THEME,
      enabled: true,
    });
    menu.theme.primaryColor = '#000000';
    expect(DEFAULT_THEME.primaryColor).toBe('#3B82F6');
  });

  it('accepts a preset theme and rejects an invalid theme', () => {
    const theme = THEME_PRESETS[2]!.theme;
    expect(MenuInputSchema.parse({ business: BUSINESS, name: 'Dinner', theme }).theme).toEqual(
      theme,
    );
    expect(
      firstIssue(
        MenuInputSchema,
        { business: BUSINESS, name: 'Dinner', theme: { ...theme, primaryColor: '#ABC' } },
        'theme.primaryColor',
      ),
    ).toBe('Must be a valid hex color');
  });

  it('rejects duplicate categories', () => {
    expect(
      firstIssue(
        MenuInputSchema,
        { business: BUSINESS, name: 'Dinner', categories: [{ id: C1 }, { id: C1 }] },
        'categories',
      ),
    ).toBe('A category can only be added once');
  });

  it.each([
    ['ab', 'Menu name must be at least 3 characters long'],
    ['a'.repeat(51), 'Menu name is too long'],
  ])('rejects the name %j', (name, message) => {
    expect(firstIssue(MenuInputSchema, { business: BUSINESS, name }, 'name')).toBe(message);
  });
});

describe('PublicMenuSchema (docs/public-menu.md public visibility)', () => {
  const business = {
    ...BUSINESS,
    name: 'Cafe Luna',
    logo_url: null,
    logo_thumb_url: null,
    phone: null,
    website: null,
    whatsapp: null,
    instagram: null,
    facebook: null,
    twitter: null,
  };

  it('a disabled menu is nothing but enabled: false (name and business stay on the server)', () => {
    expect(PublicMenuSchema.parse({ enabled: false })).toEqual({ enabled: false });
    const stripped = PublicMenuSchema.parse({ id: C1, name: 'Dinner', enabled: false, business });
    expect(stripped).toEqual({ enabled: false });
  });

  it('parses nested categories and products of an enabled menu', () => {
    const categories = [
      {
        id: C1,
        name: 'Pizzas',
        products: [
          {
            id: BUSINESS.id,
            name: 'Margherita',
            price: '9.50',
            description: null,
            image_url: null,
            thumb_url: null,
            image_width: null,
            image_height: null,
          },
        ],
      },
    ];
    const menu = PublicMenuSchema.parse({
      id: C1,
      name: 'Dinner',
      enabled: true,
      business,
      theme: DEFAULT_THEME,
      categories,
    });
    expect(menu.enabled && menu.categories).toEqual(categories);
  });

  it('requires the theme and business of an enabled menu', () => {
    expect(PublicMenuSchema.safeParse({ id: C1, name: 'Dinner', enabled: true }).success).toBe(
      false,
    );
  });
});

describe('MenuUpdateSchema and MenuPatchSchema (updates)', () => {
  it('keeps categories, theme and enabled out when not sent (no defaults)', () => {
    expect(MenuUpdateSchema.parse({ name: 'Dinner' })).toEqual({ name: 'Dinner' });
    expect(MenuPatchSchema.parse({})).toEqual({});
  });

  it('validates a theme and categories that are sent', () => {
    expect(
      firstIssue(
        MenuPatchSchema,
        { theme: { ...DEFAULT_THEME, textColor: 'red' } },
        'theme.textColor',
      ),
    ).toBe('Must be a valid hex color');
    expect(
      firstIssue(MenuPatchSchema, { categories: [{ id: C1 }, { id: C1 }] }, 'categories'),
    ).toBe('A category can only be added once');
  });
});
