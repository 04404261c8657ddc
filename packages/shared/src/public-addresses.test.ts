import { describe, expect, it } from 'vitest';
import { isIdShaped, isSlug, menuPath, placePath, qrAddress, slugify } from './public-addresses';
import { BusinessInputSchema, IdSchema, SlugSchema } from './index';

const ID = '0b7e6f0e-3c1a-4f53-9d2e-6a1b2c3d4e5f';
const BUSINESS_ID = '5a0e0c9e-1111-4a2b-8c3d-0123456789ab';

describe('readable addresses (docs/product.md, "Readable addresses")', () => {
  it('accepts lowercase words joined by single hyphens', () => {
    for (const slug of ['casa-pepe', 'dinner', 'menu-2', 'a1b', '24h']) {
      expect(isSlug(slug)).toBe(true);
    }
  });

  it('refuses capitals, spaces, double or edge hyphens, other characters and id shapes', () => {
    for (const slug of ['Casa', 'casa pepe', 'casa--pepe', '-casa', 'casa-', 'café', 'ca', ID]) {
      expect(isSlug(slug)).toBe(false);
    }
    expect(isSlug('a'.repeat(60))).toBe(true);
    expect(isSlug('a'.repeat(61))).toBe(false);
  });

  it('takes for an id exactly what the id schema accepts (the API looks addresses up by it)', () => {
    for (const value of [ID, ID.toUpperCase(), 'casa-pepe', `${ID}0`, ID.replace(/-/g, ''), '']) {
      expect(isIdShaped(value), value).toBe(IdSchema.safeParse(value).success);
    }
  });

  it('suggests a slug from a name, dropping accents and symbols', () => {
    expect(slugify('Café Pepé & Co.')).toBe('cafe-pepe-co');
    expect(slugify('  La Taberna del Puerto  ')).toBe('la-taberna-del-puerto');
    expect(slugify('Straße 7')).toBe('strasse-7');
    expect(slugify('寿司')).toBe('');
    expect(slugify('x'.repeat(59) + ' yy')).toBe('x'.repeat(59));
  });

  it('builds the canonical paths from slugs, else ids', () => {
    const business = { id: BUSINESS_ID, slug: 'casa-pepe' };
    expect(placePath(business)).toBe('/b/casa-pepe');
    expect(placePath({ id: BUSINESS_ID, slug: null })).toBe(`/b/${BUSINESS_ID}`);
    expect(menuPath({ id: ID, slug: 'dinner' }, business)).toBe('/m/casa-pepe/dinner');
    expect(menuPath({ id: ID, slug: 'dinner' }, { id: BUSINESS_ID, slug: null })).toBe(
      `/m/${BUSINESS_ID}/dinner`,
    );
    expect(menuPath({ id: ID, slug: null }, business)).toBe(`/m/${ID}`);
  });

  it('the schema trims and lowercases what the owner typed, and clears on empty', () => {
    expect(SlugSchema.parse('  Casa-Pepe ')).toBe('casa-pepe');
    expect(SlugSchema.parse('')).toBeNull();
    expect(SlugSchema.parse(null)).toBeNull();
    expect(SlugSchema.parse(undefined)).toBeUndefined();
  });

  it('answers the field messages of a bad slug', () => {
    const messageOf = (slug: string) =>
      BusinessInputSchema.safeParse({ name: 'Casa Pepe', slug }).error?.issues[0]?.message;
    expect(messageOf('ab')).toBe('The address must be at least 3 characters');
    expect(messageOf('a'.repeat(61))).toBe('The address must be at most 60 characters');
    expect(messageOf('casa pepe')).toMatch(/^Use lowercase letters/);
    expect(messageOf(ID)).toMatch(/^Use lowercase letters/);
    expect(messageOf('casa\u0000pepe')).toMatch(/^Use lowercase letters/);
  });
});

describe('qrAddress', () => {
  it('marks the page address as reached by QR code, keeping its path and other parameters', () => {
    expect(qrAddress('https://carta.example/m/casa-pepe/dinner')).toBe(
      'https://carta.example/m/casa-pepe/dinner?src=qr',
    );
    expect(qrAddress('https://carta.example/b/casa-pepe?lang=es&src=link')).toBe(
      'https://carta.example/b/casa-pepe?lang=es&src=qr',
    );
  });
});
