import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, openAvailability, type OpeningRange } from '@carta/shared';
import type { PublicBusinessRow, PublicMenuRow, PublicProductRow } from './public-menus.repository';
import { availabilityAt, largeVariantSize, toPublicMenu as toPublicMenuAt } from './to-public-menu';

const business = {
  id: 'b1',
  ownerId: 'o1',
  name: 'Cafe Luna',
  slug: 'cafe-luna',
  logo: 'f0000000-0000-0000-0000-000000000000',
  phone: '+34 600',
  website: null,
  instagram: 'luna',
  facebook: null,
  twitter: null,
  whatsapp: null,
  contentVersion: 3,
  currency: 'EUR',
  showSoldOut: true,
  timeZone: 'Europe/Madrid',
  primaryLanguage: 'en',
  otherLanguages: ['fr'],
  importPending: false,
  createdAt: new Date(),
  updatedAt: null,
} satisfies PublicBusinessRow;

const row = (
  categoryId: string,
  id: string,
  extra: Partial<PublicProductRow> = {},
): PublicProductRow => ({
  categoryId,
  categoryName: categoryId.toUpperCase(),
  categoryTranslations: {},
  id,
  name: id,
  price: '4.50',
  description: null,
  image: null,
  imageWidth: null,
  imageHeight: null,
  allergens: null,
  dietary: [],
  soldOut: false,
  variants: [],
  translations: {},
  ...extra,
});

const menu = (enabled: boolean, hours: OpeningRange[] = []) => ({
  id: 'm1',
  name: 'Brunch',
  slug: null,
  enabled,
  theme: DEFAULT_THEME,
  hours,
  translations: {},
  business,
});

/** The menu's contents, its hours aside (availabilityAt below). */
const toPublicMenu = (row: PublicMenuRow, products: readonly PublicProductRow[]) =>
  toPublicMenuAt(row, products, openAvailability(), 'en');

describe('toPublicMenu in a language (docs/product.md, "Menu languages")', () => {
  it('translates every text it has, field by field, and keeps the primary text for the rest', () => {
    const products = [
      row('c1', 'soup', {
        name: 'Soup',
        description: 'Hot',
        categoryName: 'Starters',
        categoryTranslations: { fr: { name: 'Entrées' } },
        translations: { fr: { name: 'Soupe' } },
        variants: [
          { name: 'Small', price: '3.00', translations: { fr: { name: 'Petite' } } },
          { name: 'Large', price: '5.00' },
        ],
      }),
    ];
    const brunch = { ...menu(true), translations: { fr: { name: 'Brunch du dimanche' } } };
    const french = toPublicMenuAt(brunch, products, openAvailability(), 'fr');
    if (!french.enabled) throw new Error('expected an enabled menu');
    expect(french.language).toBe('fr');
    expect(french.name).toBe('Brunch du dimanche');
    expect(french.business.languages).toEqual(['en', 'fr']);
    const [category] = french.categories;
    expect(category?.name).toBe('Entrées');
    expect(category?.products[0]).toMatchObject({
      name: 'Soupe',
      description: 'Hot',
      variants: [
        { name: 'Petite', price: '3.00' },
        { name: 'Large', price: '5.00' },
      ],
    });
    const english = toPublicMenuAt(brunch, products, openAvailability(), 'en');
    expect(english.enabled && english.categories[0]?.products[0]?.name).toBe('Soup');
  });
});

describe('toPublicMenu (docs/public-menu.md public visibility)', () => {
  it('tells nothing of a disabled menu but that it is disabled', () => {
    expect(toPublicMenu(menu(false), [row('c1', 'p1')])).toEqual({ enabled: false });
  });

  it('groups the visible rows by category, keeping their order', () => {
    const result = toPublicMenu(menu(true), [row('c2', 'p3'), row('c2', 'p1'), row('c1', 'p2')]);
    if (!result.enabled) throw new Error('expected an enabled menu');
    expect(result.categories.map((c) => [c.id, c.name, c.products.map((p) => p.id)])).toEqual([
      ['c2', 'C2', ['p3', 'p1']],
      ['c1', 'C1', ['p2']],
    ]);
  });

  it('puts sold-out products last in their category, each part in its own order', () => {
    const result = toPublicMenu(menu(true), [
      row('c1', 'p1', { soldOut: true }),
      row('c1', 'p2'),
      row('c1', 'p3', { soldOut: true }),
      row('c1', 'p4'),
      row('c2', 'p5', { soldOut: true }),
    ]);
    if (!result.enabled) throw new Error('expected an enabled menu');
    expect(result.categories.map((c) => c.products.map((p) => [p.id, p.sold_out]))).toEqual([
      [
        ['p2', false],
        ['p4', false],
        ['p1', true],
        ['p3', true],
      ],
      [['p5', true]],
    ]);
  });

  it("carries a product's allergens, labels and sizes as stored", () => {
    const sizes = [
      { name: 'Glass', price: '4.00' },
      { name: 'Bottle', price: '18.00' },
    ];
    const result = toPublicMenu(menu(true), [
      row('c1', 'p1', { allergens: ['sulphites'], dietary: ['vegan'], variants: sizes }),
      row('c1', 'p2'),
    ]);
    if (!result.enabled) throw new Error('expected an enabled menu');
    const [withDetails, plain] = result.categories[0]!.products;
    expect(withDetails).toMatchObject({
      allergens: ['sulphites'],
      dietary: ['vegan'],
      variants: sizes,
      sold_out: false,
    });
    expect(plain).toMatchObject({ allergens: null, dietary: [], variants: [] });
  });

  it('gives the business header without its stored file name', () => {
    const result = toPublicMenu(menu(true), []);
    if (!result.enabled) throw new Error('expected an enabled menu');
    expect(result.categories).toEqual([]);
    expect(result.business).toEqual({
      id: 'b1',
      name: 'Cafe Luna',
      slug: 'cafe-luna',
      logo_url: `/api/files/${business.logo}-large.webp`,
      logo_thumb_url: `/api/files/${business.logo}-thumb.webp`,
      phone: '+34 600',
      website: null,
      whatsapp: null,
      instagram: 'luna',
      facebook: null,
      twitter: null,
      currency: 'EUR',
      languages: ['en', 'fr'],
    });
    expect(JSON.stringify(result)).not.toContain('"logo"');
  });

  it('sizes the large image from the original', () => {
    const result = toPublicMenu(menu(true), [
      row('c1', 'p1', { image: 'img', imageWidth: 1600, imageHeight: 900 }),
    ]);
    if (!result.enabled) throw new Error('expected an enabled menu');
    expect(result.categories[0]!.products[0]).toMatchObject({
      image_url: '/api/files/img-large.webp',
      thumb_url: '/api/files/img-thumb.webp',
      image_width: 800,
      image_height: 450,
    });
  });
});

describe('availabilityAt (docs/product.md, "Hours")', () => {
  const brunch: OpeningRange[] = [{ days: ['sat', 'sun'], from: '10:00', to: '14:00' }];
  const siblings = [
    {
      id: 'm2',
      name: 'All day',
      slug: null,
      hours: [],
      translations: { fr: { name: 'Toute la journée' } },
    },
    {
      id: 'm3',
      name: 'Dinner',
      slug: 'dinner',
      hours: [{ days: ['sat'], from: '20:00', to: '23:30' }] as OpeningRange[],
      translations: {},
    },
  ];

  it('open within its hours, until it closes, without looking at other menus', () => {
    // Saturday 28 November 2026, 11:00 in Madrid (UTC+1).
    const result = availabilityAt(menu(true, brunch), siblings, new Date('2026-11-28T10:00:00Z'));
    expect(result.availability).toEqual({
      open: true,
      next_open: null,
      time_zone: 'Europe/Madrid',
      open_now: [],
    });
    expect(result.validUntil).toBe(Date.parse('2026-11-28T13:00:00Z'));
  });

  it('closed: the next opening, the menus open now, and the first moment any of that changes', () => {
    // Saturday 21:00 in Madrid: brunch is over, dinner is on.
    const result = availabilityAt(menu(true, brunch), siblings, new Date('2026-11-28T20:00:00Z'));
    expect(result.availability).toEqual({
      open: false,
      next_open: '2026-11-29T09:00:00.000Z',
      time_zone: 'Europe/Madrid',
      open_now: [
        { id: 'm2', name: 'All day', slug: null },
        { id: 'm3', name: 'Dinner', slug: 'dinner' },
      ],
    });
    // Dinner closes at 23:30 before brunch opens again.
    expect(result.validUntil).toBe(Date.parse('2026-11-28T22:30:00Z'));
  });

  it('a menu without hours never expires', () => {
    expect(availabilityAt(menu(true), siblings, new Date()).validUntil).toBeNull();
  });
});

describe('largeVariantSize', () => {
  it.each([
    [1600, 900, { width: 800, height: 450 }],
    [600, 1200, { width: 300, height: 600 }],
    [400, 300, { width: 400, height: 300 }],
    [null, 300, null],
  ] as const)('%s×%s → %j', (width, height, expected) => {
    expect(largeVariantSize(width, height)).toEqual(expected);
  });
});
