import { describe, expect, it } from 'vitest';
import { CategoryInputSchema, CategoryPatchSchema, CategoryUpdateSchema } from './category';
import { firstIssue } from '../field-messages';

const BUSINESS = { id: '3f2a1c4e-8b9d-4e6f-a1b2-c3d4e5f60718' };
const P1 = '0b7e7a4c-1d2e-4f3a-9b8c-7d6e5f4a3b21';
const P2 = '1c8f8b5d-2e3f-4a4b-8c9d-8e7f6a5b4c32';

describe('CategoryInputSchema (docs/product.md §5)', () => {
  it('defaults products to [] and enabled to true', () => {
    expect(CategoryInputSchema.parse({ business: BUSINESS, name: 'Pizzas' })).toEqual({
      business: BUSINESS,
      name: 'Pizzas',
      products: [],
      enabled: true,
    });
  });

  it('keeps the product order', () => {
    const products = [{ id: P2 }, { id: P1 }];
    expect(
      CategoryInputSchema.parse({ business: BUSINESS, name: 'Pizzas', products }).products,
    ).toEqual(products);
  });

  it('rejects duplicate products', () => {
    expect(
      firstIssue(
        CategoryInputSchema,
        { business: BUSINESS, name: 'Pizzas', products: [{ id: P1 }, { id: P1 }] },
        'products',
      ),
    ).toBe('A product can only be added once');
  });

  it.each([
    ['ab', 'Category name must be at least 3 characters long'],
    ['a'.repeat(51), 'Category name is too long'],
  ])('rejects the name %j', (name, message) => {
    expect(firstIssue(CategoryInputSchema, { business: BUSINESS, name }, 'name')).toBe(message);
  });
});

describe('CategoryUpdateSchema and CategoryPatchSchema (updates)', () => {
  it('keeps products and enabled out when not sent (no defaults)', () => {
    expect(CategoryUpdateSchema.parse({ name: 'Pizzas' })).toEqual({ name: 'Pizzas' });
    expect(CategoryPatchSchema.parse({})).toEqual({});
    expect(CategoryPatchSchema.parse({ products: [] })).toEqual({ products: [] });
  });

  it('still rejects duplicates and a short name', () => {
    expect(
      firstIssue(CategoryPatchSchema, { products: [{ id: P2 }, { id: P2 }] }, 'products'),
    ).toBe('A product can only be added once');
    expect(firstIssue(CategoryUpdateSchema, { products: [] }, 'name')).toBe(
      'Category name must be at least 3 characters long',
    );
  });
});
