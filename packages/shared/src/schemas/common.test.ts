import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_ITEMS_PER_PAGE, PAGE_SIZE } from '../constants';
import {
  ErrorBodySchema,
  HealthSchema,
  IdSchema,
  ListQuerySchema,
  PaginationQuerySchema,
  nameSchema,
  pagedListSchema,
} from './common';
import { firstIssue } from '../field-messages';

const ID = '3f2a1c4e-8b9d-4e6f-a1b2-c3d4e5f60718';

describe('IdSchema', () => {
  it('accepts UUIDs and rejects other text', () => {
    expect(IdSchema.parse(ID)).toBe(ID);
    expect(IdSchema.safeParse('11111111-1111-1111-1111-111111111111').success).toBe(true);
    expect(IdSchema.safeParse('123').success).toBe(false);
    expect(IdSchema.safeParse(`${ID}x`).success).toBe(false);
  });
});

describe('PaginationQuerySchema (docs/architecture.md §5)', () => {
  it('defaults to page 1 with the list page size', () => {
    expect(PaginationQuerySchema.parse({})).toEqual({ page: 1, items_per_page: PAGE_SIZE });
  });

  it('coerces query strings', () => {
    expect(PaginationQuerySchema.parse({ page: '3', items_per_page: '12' })).toEqual({
      page: 3,
      items_per_page: 12,
    });
  });

  it('rejects out-of-range values', () => {
    expect(PaginationQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(PaginationQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
    expect(PaginationQuerySchema.safeParse({ items_per_page: '0' }).success).toBe(false);
    expect(
      PaginationQuerySchema.safeParse({ items_per_page: String(MAX_ITEMS_PER_PAGE) }).success,
    ).toBe(true);
    expect(
      PaginationQuerySchema.safeParse({ items_per_page: String(MAX_ITEMS_PER_PAGE + 1) }).success,
    ).toBe(false);
    expect(PaginationQuerySchema.safeParse({ page: 'abc' }).success).toBe(false);
  });
});

describe('ListQuerySchema (docs/product.md §5 search filters)', () => {
  it('trims the name and drops it when empty', () => {
    expect(ListQuerySchema.parse({ name: '  pizza ' }).name).toBe('pizza');
    expect(ListQuerySchema.parse({ name: '   ' }).name).toBeUndefined();
    expect(ListQuerySchema.parse({}).name).toBeUndefined();
  });

  it('accepts an optional business id', () => {
    expect(ListQuerySchema.parse({ business_id: ID }).business_id).toBe(ID);
    expect(ListQuerySchema.safeParse({ business_id: 'nope' }).success).toBe(false);
  });
});

describe('shared response shapes', () => {
  it('pagedListSchema wraps items with pagination', () => {
    const schema = pagedListSchema(z.object({ id: IdSchema }));
    const value = { items: [{ id: ID }], pagination: { page: 1, items_per_page: 25, total: 1 } };
    expect(schema.parse(value)).toEqual(value);
    expect(schema.safeParse({ items: [{ id: 'x' }], pagination: value.pagination }).success).toBe(
      false,
    );
  });

  it('ErrorBodySchema carries a code, parameters and coded field errors', () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please correct the errors in the form',
      code: 'formInvalid',
      fields: {
        name: {
          code: 'nameTooShort',
          message: 'Product name must be at least 3 characters long',
          params: { entity: 'Product' },
        },
      },
    };
    expect(ErrorBodySchema.parse(body)).toEqual(body);
    expect(ErrorBodySchema.safeParse({ ...body, code: undefined }).success).toBe(false);
    expect(ErrorBodySchema.safeParse({ ...body, fields: { name: 'x' } }).success).toBe(false);
  });

  it('HealthSchema accepts only ok', () => {
    expect(HealthSchema.safeParse({ status: 'ok' }).success).toBe(true);
    expect(HealthSchema.safeParse({ status: 'down' }).success).toBe(false);
  });
});

describe('nameSchema (docs/product.md §5)', () => {
  const schema = z.object({ name: nameSchema('Category') });

  it.each([
    ['ab', 'Category name must be at least 3 characters long'],
    ['  ab  ', 'Category name must be at least 3 characters long'],
    ['', 'Category name must be at least 3 characters long'],
    [undefined, 'Category name must be at least 3 characters long'],
    ['a'.repeat(51), 'Category name is too long'],
    ['饺', 'Category name must be at least 3 characters long'],
    [' 餃 ', 'Category name must be at least 3 characters long'],
  ])('rejects %j', (name, message) => {
    expect(firstIssue(schema, { name }, 'name')).toBe(message);
  });

  it('accepts 3 and 50 characters and trims', () => {
    expect(schema.parse({ name: 'abc' }).name).toBe('abc');
    expect(schema.parse({ name: 'a'.repeat(50) }).name).toHaveLength(50);
    expect(schema.parse({ name: ' Tapas ' }).name).toBe('Tapas');
  });

  it('counts a Chinese, Japanese or Korean character as two letters, so two make a name', () => {
    for (const name of ['寿司', '面条', 'ラー', '김치', 'A餐']) {
      expect(schema.parse({ name }).name, name).toBe(name);
    }
  });
});
