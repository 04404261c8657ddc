import { describe, expect, it } from 'vitest';
import {
  MenuHoursSchema,
  MenuInputSchema,
  MenuPatchSchema,
  MenuUpdateSchema,
  PublicMenuSchema,
} from './menu';
import { DEFAULT_THEME, LIMITS, THEME_PRESETS } from '../index';
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
      hours: [],
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
    slug: null,
    logo_url: null,
    logo_thumb_url: null,
    phone: null,
    website: null,
    whatsapp: null,
    instagram: null,
    facebook: null,
    twitter: null,
    currency: 'EUR',
    languages: ['es', 'en'],
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
            allergens: ['gluten', 'milk'],
            dietary: ['vegetarian'],
            sold_out: false,
            variants: [
              { name: 'Small', price: '7.50' },
              { name: 'Large', price: '9.50' },
            ],
          },
        ],
      },
    ];
    const menu = PublicMenuSchema.parse({
      id: C1,
      name: 'Dinner',
      slug: 'dinner',
      enabled: true,
      business,
      theme: DEFAULT_THEME,
      categories,
      availability: {
        open: false,
        next_open: '2026-11-28T09:00:00.000Z',
        time_zone: 'Europe/Madrid',
        open_now: [{ id: BUSINESS.id, name: 'All day', slug: null }],
      },
      language: 'en',
    });
    expect(menu.enabled && menu.categories).toEqual(categories);
    expect(menu.enabled && menu.availability.open_now).toHaveLength(1);
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

describe('MenuHoursSchema (docs/product.md, "Hours")', () => {
  const range = { days: ['sat', 'fri', 'sat'], from: '20:00', to: '02:00' };

  it('keeps each day once in week order, and takes a range past midnight or to 24:00', () => {
    expect(MenuHoursSchema.parse([range, { days: ['sun'], from: '00:00', to: '24:00' }])).toEqual([
      { days: ['fri', 'sat'], from: '20:00', to: '02:00' },
      { days: ['sun'], from: '00:00', to: '24:00' },
    ]);
  });

  it.each([
    [{ ...range, days: [] }, '0.days', 'Choose at least one day'],
    [{ ...range, days: ['someday'] }, '0.days.0', 'Choose at least one day'],
    [{ ...range, from: '8:00' }, '0.from', 'Enter a time such as 08:30'],
    [{ ...range, from: '24:00' }, '0.from', 'Enter a time such as 08:30'],
    [{ ...range, to: '25:00' }, '0.to', 'Enter a time such as 08:30'],
    [{ ...range, to: '20:00' }, '0.to', 'Opening and closing times must differ'],
  ])('refuses %j at %s', (input, path, message) => {
    const result = MenuHoursSchema.safeParse([input]);
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toContainEqual([path, message]);
  });

  it(`takes at most ${LIMITS.openingRangesMax} ranges`, () => {
    const many = Array.from({ length: LIMITS.openingRangesMax + 1 }, () => range);
    expect(MenuHoursSchema.safeParse(many).error?.issues[0]?.message).toBe(
      `A menu can have at most ${LIMITS.openingRangesMax} time ranges`,
    );
  });
});
