import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@carta/shared';
import type { PublicBusinessRow, PublicProductRow } from './public-menus.repository';
import { largeVariantSize, toPublicMenu } from './to-public-menu';

const business = {
  id: 'b1',
  ownerId: 'o1',
  name: 'Cafe Luna',
  logo: 'f0000000-0000-0000-0000-000000000000',
  phone: '+34 600',
  website: null,
  instagram: 'luna',
  facebook: null,
  twitter: null,
  whatsapp: null,
  contentVersion: 3,
  createdAt: new Date(),
  updatedAt: null,
} satisfies PublicBusinessRow;

const row = (categoryId: string, id: string, extra: Partial<PublicProductRow> = {}) => ({
  categoryId,
  categoryName: categoryId.toUpperCase(),
  id,
  name: id,
  price: '4.50',
  description: null,
  image: null,
  imageWidth: null,
  imageHeight: null,
  ...extra,
});

const menu = (enabled: boolean) => ({
  id: 'm1',
  name: 'Brunch',
  enabled,
  theme: DEFAULT_THEME,
  business,
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

  it('gives the business header without its stored file name', () => {
    const result = toPublicMenu(menu(true), []);
    if (!result.enabled) throw new Error('expected an enabled menu');
    expect(result.categories).toEqual([]);
    expect(result.business).toEqual({
      id: 'b1',
      name: 'Cafe Luna',
      logo_url: `/api/files/${business.logo}-large.webp`,
      logo_thumb_url: `/api/files/${business.logo}-thumb.webp`,
      phone: '+34 600',
      website: null,
      whatsapp: null,
      instagram: 'luna',
      facebook: null,
      twitter: null,
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
