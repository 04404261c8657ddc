import { describe, expect, it } from 'vitest';
import {
  BusinessInputSchema,
  BusinessSchema,
  BusinessStatsSchema,
  StatsMapSchema,
} from './business';
import { firstIssue, issuesOf } from '../field-messages';

const parse = (input: Record<string, unknown>) =>
  BusinessInputSchema.safeParse({ name: 'Cafe Luna', ...input });
const issue = (input: Record<string, unknown>, path: string) =>
  firstIssue(BusinessInputSchema, { name: 'Cafe Luna', ...input }, path);

describe('BusinessInputSchema (docs/product.md §5)', () => {
  it.each([
    ['ab', 'Business name must be at least 3 characters long'],
    ['a'.repeat(51), 'Business name is too long'],
  ])('rejects the name %j', (name, message) => {
    expect(issue({ name }, 'name')).toBe(message);
  });

  it.each([3, 50])('accepts a %i-character name', (length) => {
    expect(parse({ name: 'n'.repeat(length) }).success).toBe(true);
  });

  it('accepts a business with only a name', () => {
    expect(BusinessInputSchema.parse({ name: 'Cafe Luna' })).toEqual({ name: 'Cafe Luna' });
  });

  it.each(['logo', 'phone', 'whatsapp', 'website', 'instagram', 'facebook', 'twitter'])(
    'treats an empty %s as null and accepts null',
    (field) => {
      expect(
        BusinessInputSchema.parse({ name: 'Cafe Luna', [field]: '' })[field as 'phone'],
      ).toBeNull();
      expect(
        BusinessInputSchema.parse({ name: 'Cafe Luna', [field]: '   ' })[field as 'phone'],
      ).toBeNull();
      expect(
        BusinessInputSchema.parse({ name: 'Cafe Luna', [field]: null })[field as 'phone'],
      ).toBeNull();
    },
  );

  it('accepts valid contact details', () => {
    const contact = {
      logo: 'a1b2.webp',
      phone: '+1 (555) 123-4567',
      whatsapp: '+34 600 000 000',
      website: 'https://cafe-luna.example.com/menu',
      instagram: 'cafe.luna_',
      facebook: 'cafe.luna',
      twitter: 'cafe_luna',
    };
    expect(BusinessInputSchema.parse({ name: 'Cafe Luna', ...contact })).toEqual({
      name: 'Cafe Luna',
      ...contact,
    });
  });

  it.each([
    ['phone', '555-CALL', 'Phone number may only contain digits, spaces, +, -, ( and )'],
    ['whatsapp', '600.000.000', 'WhatsApp number may only contain digits, spaces, +, -, ( and )'],
    [
      'instagram',
      'cafe-luna',
      'Instagram handle may only contain letters, numbers, dots and underscores',
    ],
    [
      'instagram',
      '@cafe',
      'Instagram handle may only contain letters, numbers, dots and underscores',
    ],
    ['facebook', 'cafe_luna', 'Facebook handle may only contain letters, numbers and dots'],
    ['twitter', 'cafe.luna', 'Twitter handle may only contain letters, numbers and underscores'],
    ['website', 'not a url', 'Please enter a valid URL (starting with http:// or https://)'],
    [
      'website',
      'ftp://example.com',
      'Please enter a valid URL (starting with http:// or https://)',
    ],
    ['website', 'example.com', 'Please enter a valid URL (starting with http:// or https://)'],
  ])('rejects %s %j', (field, value, message) => {
    expect(issue({ [field]: value }, field)).toBe(message);
  });

  it.each([
    ['phone', 20, 'Phone number is too long'],
    ['whatsapp', 20, 'WhatsApp number is too long'],
    ['instagram', 100, 'Instagram handle is too long'],
    ['facebook', 100, 'Facebook handle is too long'],
    ['twitter', 100, 'Twitter handle is too long'],
    ['logo', 100, 'File name is too long'],
  ])('limits %s to %i characters', (field, max, message) => {
    expect(parse({ [field]: '1'.repeat(max) }).success).toBe(true);
    expect(issue({ [field]: '1'.repeat(max + 1) }, field)).toBe(message);
  });

  it('limits the website to 100 characters', () => {
    const prefix = 'https://example.com/';
    expect(parse({ website: prefix + 'a'.repeat(100 - prefix.length) }).success).toBe(true);
    expect(
      issuesOf(BusinessInputSchema, {
        name: 'Cafe Luna',
        website: prefix + 'a'.repeat(101 - prefix.length),
      }),
    ).toEqual({
      website: ['Website is too long'],
    });
  });
});

describe('statistics', () => {
  it('maps business ids to counts', () => {
    const stats = { total_products: 3, total_categories: 1, total_menus: 0 };
    expect(BusinessStatsSchema.parse(stats)).toEqual(stats);
    expect(StatsMapSchema.parse({ '3f2a1c4e-8b9d-4e6f-a1b2-c3d4e5f60718': stats })).toBeTruthy();
    expect(StatsMapSchema.safeParse({ nope: stats }).success).toBe(false);
    expect(BusinessStatsSchema.safeParse({ ...stats, total_menus: -1 }).success).toBe(false);
  });
});

describe('BusinessSchema (API response)', () => {
  const business = {
    id: '3f2a1c4e-8b9d-4e6f-a1b2-c3d4e5f60718',
    name: 'Cafe Luna',
    slug: 'cafe-luna',
    logo: 'f1',
    logo_url: '/api/files/f1-large.webp',
    logo_thumb_url: '/api/files/f1-thumb.webp',
    phone: null,
    whatsapp: null,
    website: null,
    instagram: null,
    facebook: null,
    twitter: null,
    currency: 'USD',
    show_sold_out: true,
    time_zone: 'Europe/Madrid',
    primary_language: 'es',
    other_languages: ['en', 'fr'],
    created_at: '2025-01-02T03:04:05.000Z',
    updated_at: null,
  };

  it('has no updated_at until the first update', () => {
    expect(BusinessSchema.parse(business)).toEqual(business);
    const updated = { ...business, updated_at: '2025-01-03T03:04:05.000Z' };
    expect(BusinessSchema.parse(updated)).toEqual(updated);
  });

  it('carries both image URLs', () => {
    const { logo_thumb_url: _omitted, ...withoutThumb } = business;
    expect(BusinessSchema.safeParse(withoutThumb).success).toBe(false);
  });
});
