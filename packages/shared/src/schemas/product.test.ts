import { describe, expect, it } from 'vitest';
import {
  PriceSchema,
  ProductInputSchema,
  ProductPatchSchema,
  ProductUpdateSchema,
} from './product';
import { firstIssue, issuesOf } from '../field-messages';

const PRICE_INVALID = 'Price must be a valid number greater than 0 (up to 2 decimal places)';
const BUSINESS = { id: '3f2a1c4e-8b9d-4e6f-a1b2-c3d4e5f60718' };

describe('PriceSchema (docs/product.md §5)', () => {
  it.each([
    ['0.5', '0.50'],
    ['12.50', '12.50'],
    ['12.5', '12.50'],
    ['7', '7.00'],
    [' 3.25 ', '3.25'],
    ['007.1', '7.10'],
    ['0.01', '0.01'],
    ['99999999.99', '99999999.99'],
    [12.5, '12.50'],
    [3, '3.00'],
  ])('accepts %j as %j', (input, canonical) => {
    expect(PriceSchema.parse(input)).toBe(canonical);
  });

  it.each(['0', '0.00', '0.0', '-1', '1.234', 'abc', '12.', '.5', '1e3', '1,50', 0, -2])(
    'rejects %j as invalid',
    (input) => {
      expect(issuesOf(PriceSchema, input)).toEqual({ '': [PRICE_INVALID] });
    },
  );

  it.each(['', '   ', undefined, null, Number.NaN])('requires a price (%s)', (input) => {
    expect(issuesOf(PriceSchema, input)).toEqual({ '': ['Price is required'] });
  });

  it('rejects prices above the stored precision', () => {
    expect(issuesOf(PriceSchema, '100000000')).toEqual({ '': ['Price is too high'] });
  });
});

describe('ProductInputSchema (docs/product.md §5)', () => {
  const valid = { name: 'Margherita', price: '9.5', business: BUSINESS };

  it('parses with defaults and canonical price', () => {
    expect(ProductInputSchema.parse(valid)).toEqual({ ...valid, price: '9.50', enabled: true });
    expect(ProductInputSchema.parse({ ...valid, enabled: false }).enabled).toBe(false);
  });

  it.each([
    ['ab', 'Product name must be at least 3 characters long'],
    ['a'.repeat(51), 'Product name is too long'],
  ])('rejects the name %j', (name, message) => {
    expect(firstIssue(ProductInputSchema, { ...valid, name }, 'name')).toBe(message);
  });

  it('limits the description to 250 characters and turns empty into null', () => {
    expect(
      ProductInputSchema.parse({ ...valid, description: 'd'.repeat(250) }).description,
    ).toHaveLength(250);
    expect(
      firstIssue(ProductInputSchema, { ...valid, description: 'd'.repeat(251) }, 'description'),
    ).toBe('Description must be at most 250 characters');
    expect(ProductInputSchema.parse({ ...valid, description: '' }).description).toBeNull();
  });

  it('limits the image file name to 100 characters', () => {
    expect(firstIssue(ProductInputSchema, { ...valid, image: 'i'.repeat(101) }, 'image')).toBe(
      'File name is too long',
    );
  });

  it('requires the business reference', () => {
    expect(ProductInputSchema.safeParse({ name: 'Margherita', price: '1' }).success).toBe(false);
    expect(firstIssue(ProductInputSchema, { ...valid, business: { id: 'x' } }, 'business.id')).toBe(
      'Invalid id',
    );
  });
});

describe('ProductUpdateSchema and ProductPatchSchema (updates)', () => {
  it('leaves out what is not sent: no defaults, business optional', () => {
    expect(ProductUpdateSchema.parse({ name: 'Margherita', price: '9' })).toEqual({
      name: 'Margherita',
      price: '9.00',
    });
    expect(ProductPatchSchema.parse({})).toEqual({});
    expect(ProductPatchSchema.parse({ enabled: false })).toEqual({ enabled: false });
  });

  it('still requires name and price on a full update and validates what is sent', () => {
    expect(firstIssue(ProductUpdateSchema, { price: '1' }, 'name')).toBe(
      'Product name must be at least 3 characters long',
    );
    expect(firstIssue(ProductUpdateSchema, { name: 'Margherita' }, 'price')).toBe(
      'Price is required',
    );
    expect(firstIssue(ProductPatchSchema, { price: '1.234' }, 'price')).toBe(PRICE_INVALID);
    expect(ProductPatchSchema.parse({ description: '' })).toEqual({ description: null });
  });
});
