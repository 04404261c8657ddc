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

  it.each(['0', '0.00', '0.0', '-1', '1.234', 'abc', '12.', '.5', '1e3', '1,5,0', 0, -2])(
    'rejects %j as invalid',
    (input) => {
      expect(issuesOf(PriceSchema, input)).toEqual({ '': [PRICE_INVALID] });
    },
  );

  it.each(['', '   ', undefined, null, Number.NaN])('requires a price (%s)', (input) => {
    expect(issuesOf(PriceSchema, input)).toEqual({ '': ['Price is required'] });
  });

  it('takes a decimal comma as a Spanish owner types it, and keeps refusing three decimals', () => {
    expect(PriceSchema.parse('12,5')).toBe('12.50');
    expect(PriceSchema.parse('0,99')).toBe('0.99');
    expect(issuesOf(PriceSchema, '1,234')).toEqual({ '': [PRICE_INVALID] });
    expect(issuesOf(PriceSchema, '1.234,50')).toEqual({ '': [PRICE_INVALID] });
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

describe('Sizes (variants): none, or 2 to 6 named prices (docs/product.md, "Sizes and prices")', () => {
  const base = { name: 'House wine', business: BUSINESS };
  const sizes = (...entries: [string, string][]) =>
    entries.map(([name, price]) => ({ name, price }));

  it('needs no price with sizes, and lists the product at its lowest size price', () => {
    const parsed = ProductInputSchema.parse({
      ...base,
      variants: sizes(['Glass', '4.5'], ['Bottle', '18'], ['Half bottle', '10.00']),
    });
    expect(parsed.variants).toEqual(
      sizes(['Glass', '4.50'], ['Bottle', '18.00'], ['Half bottle', '10.00']),
    );
    expect(parsed.price).toBe('4.50');
  });

  it('ignores a sent price that is not the lowest size price', () => {
    const parsed = ProductInputSchema.parse({
      ...base,
      price: '99',
      variants: sizes(['Small', '10.00'], ['Large', '9.00']),
    });
    expect(parsed.price).toBe('9.00');
  });

  it('still requires a price without sizes', () => {
    expect(firstIssue(ProductInputSchema, base, 'price')).toBe('Price is required');
    expect(firstIssue(ProductInputSchema, { ...base, variants: [] }, 'price')).toBe(
      'Price is required',
    );
  });

  it('refuses one size alone, more than 6, and the same name twice', () => {
    expect(
      firstIssue(ProductInputSchema, { ...base, variants: sizes(['Only', '3']) }, 'variants'),
    ).toBe('Add at least 2 sizes, or use a single price');
    const seven = Array.from({ length: 7 }, (_, i): [string, string] => [`Size ${i}`, '3']);
    expect(firstIssue(ProductInputSchema, { ...base, variants: sizes(...seven) }, 'variants')).toBe(
      'A product can have at most 6 sizes',
    );
    expect(
      firstIssue(
        ProductInputSchema,
        { ...base, variants: sizes(['Large', '3'], [' large ', '4']) },
        'variants',
      ),
    ).toBe('Each size needs a different name');
  });

  it('checks each size name and price with the price rules, on the field of that size', () => {
    const input = { ...base, variants: sizes(['  ', '3'], ['Large', '1.234']) };
    expect(firstIssue(ProductInputSchema, input, 'variants.0.name')).toBe('Size name is required');
    expect(firstIssue(ProductInputSchema, input, 'variants.1.price')).toBe(PRICE_INVALID);
    expect(
      firstIssue(
        ProductInputSchema,
        { ...base, variants: sizes(['x'.repeat(31), '3'], ['L', '4']) },
        'variants.0.name',
      ),
    ).toBe('Size name is too long');
  });

  it('derives the price in a patch that sends sizes, and leaves it alone otherwise', () => {
    expect(ProductPatchSchema.parse({ variants: sizes(['S', '2'], ['L', '3']) }).price).toBe(
      '2.00',
    );
    expect(ProductPatchSchema.parse({ sold_out: true })).toEqual({ sold_out: true });
  });
});

describe('Allergens and dietary labels (docs/product.md)', () => {
  const valid = { name: 'Margherita', price: '9.5', business: BUSINESS };

  it('leaves allergens undeclared unless sent; null means not declared, [] none', () => {
    expect(ProductInputSchema.parse(valid).allergens).toBeUndefined();
    expect(ProductInputSchema.parse({ ...valid, allergens: null }).allergens).toBeNull();
    expect(ProductInputSchema.parse({ ...valid, allergens: [] }).allergens).toEqual([]);
  });

  it('keeps each allergen and label once, in the fixed order of the list', () => {
    const parsed = ProductInputSchema.parse({
      ...valid,
      allergens: ['milk', 'gluten', 'milk'],
      dietary: ['spicy', 'vegetarian'],
    });
    expect(parsed.allergens).toEqual(['gluten', 'milk']);
    expect(parsed.dietary).toEqual(['vegetarian', 'spicy']);
  });

  it('refuses names outside the lists', () => {
    expect(firstIssue(ProductInputSchema, { ...valid, allergens: ['pollen'] }, 'allergens.0')).toBe(
      'Choose allergens from the list',
    );
    expect(firstIssue(ProductInputSchema, { ...valid, dietary: ['keto'] }, 'dietary.0')).toBe(
      'Choose dietary labels from the list',
    );
  });

  it('takes sold_out as a boolean', () => {
    expect(ProductInputSchema.parse({ ...valid, sold_out: true }).sold_out).toBe(true);
    expect(ProductInputSchema.safeParse({ ...valid, sold_out: 'yes' }).success).toBe(false);
  });
});
