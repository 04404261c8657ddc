import { describe, expect, it } from 'vitest';
import { BusinessSchema, ProductSchema } from '@carta/shared';
import { ownerSessionForSuite } from '../helpers/sessions';
import { createBusiness, createProduct } from '../helpers/fixtures';

/** Issue 12: allergens, dietary labels, sold out, sizes and currency through the API. */

const { t, owner, call } = ownerSessionForSuite();

const sizes = (...entries: [string, string][]) => entries.map(([name, price]) => ({ name, price }));

describe('product details round trip', () => {
  it('stores allergens, labels, sold out and sizes, and lists the product at its lowest size', async () => {
    const business = await createBusiness(t, owner);
    const created = await createProduct(t, owner, business.id, {
      name: 'House wine',
      price: undefined,
      allergens: ['sulphites'],
      dietary: ['vegan', 'vegetarian'],
      sold_out: true,
      variants: sizes(['Glass', '4.5'], ['Bottle', '18'], ['Carafe', '11.00']),
    });
    expect(created).toMatchObject({
      price: '4.50',
      allergens: ['sulphites'],
      dietary: ['vegetarian', 'vegan'],
      sold_out: true,
      variants: sizes(['Glass', '4.50'], ['Bottle', '18.00'], ['Carafe', '11.00']),
    });
    const read = ProductSchema.parse((await call('GET', `/api/products/${created.id}`)).json());
    expect(read).toEqual(created);
  });

  it('tells "not declared" (null) from "contains none" ([])', async () => {
    const business = await createBusiness(t, owner);
    const undeclared = await createProduct(t, owner, business.id);
    const none = await createProduct(t, owner, business.id, { allergens: [] });
    expect(undeclared.allergens).toBeNull();
    expect(none.allergens).toEqual([]);
    const cleared = await call('PATCH', `/api/products/${none.id}`, { allergens: null });
    expect(cleared.json().allergens).toBeNull();
  });

  it('marks sold out and back with a PATCH of that field alone, keeping everything else', async () => {
    const business = await createBusiness(t, owner);
    const product = await createProduct(t, owner, business.id, {
      allergens: ['gluten', 'milk'],
      variants: sizes(['Small', '7'], ['Large', '9.5']),
    });
    const soldOut = await call('PATCH', `/api/products/${product.id}`, { sold_out: true });
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    expect(soldOut.json()).toMatchObject({
      sold_out: true,
      price: '7.00',
      allergens: ['gluten', 'milk'],
      variants: product.variants,
      enabled: true,
    });
    expect(
      (await call('PATCH', `/api/products/${product.id}`, { sold_out: false })).json(),
    ).toMatchObject({
      sold_out: false,
    });
  });

  it('keeps the price the lowest size price when an update changes only the price', async () => {
    const business = await createBusiness(t, owner);
    const product = await createProduct(t, owner, business.id, {
      variants: sizes(['Small', '7'], ['Large', '9.5']),
    });
    const updated = await call('POST', `/api/products/${product.id}`, {
      name: 'Margherita',
      price: '1.00',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ price: '7.00', variants: product.variants });
    // Removing the sizes leaves one price: the one sent.
    const single = await call('PATCH', `/api/products/${product.id}`, { variants: [], price: '8' });
    expect(single.json()).toMatchObject({ price: '8.00', variants: [] });
  });

  it('answers 400 with per-field messages for bad sizes, allergens and labels, storing nothing', async () => {
    const business = await createBusiness(t, owner);
    const response = await call('POST', '/api/products', {
      name: 'Lemonade',
      business: { id: business.id },
      variants: sizes(['Small', '3'], ['small', '1.234']),
      allergens: ['pollen'],
      dietary: ['keto'],
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json();
    expect(fields['variants.1.price'].code).toBe('priceInvalid');
    expect(fields['allergens.0'].code).toBe('allergenInvalid');
    expect(fields['dietary.0'].code).toBe('dietaryLabelInvalid');
    const one = await call('POST', '/api/products', {
      name: 'Lemonade',
      business: { id: business.id },
      variants: sizes(['Only', '3']),
    });
    expect(one.json().fields.variants.code).toBe('variantsTooFew');
    const list = await call('GET', `/api/products?business_id=${business.id}`);
    expect(list.json().items).toEqual([]);
  });

  it('refuses a seventh size and a size without a name', async () => {
    const business = await createBusiness(t, owner);
    const seven = Array.from({ length: 7 }, (_, i): [string, string] => [`Size ${i}`, '2']);
    const response = await call('POST', '/api/products', {
      name: 'Tapas',
      business: { id: business.id },
      variants: sizes(...seven),
    });
    expect(response.json().fields.variants.code).toBe('variantsTooMany');
    const unnamed = await call('POST', '/api/products', {
      name: 'Tapas',
      business: { id: business.id },
      variants: sizes(['', '2'], ['Large', '3']),
    });
    expect(unnamed.json().fields['variants.0.name'].code).toBe('variantNameRequired');
  });
});

describe('business currency and sold-out display', () => {
  it('defaults to USD and showing sold-out items; both can be changed and read back', async () => {
    const business = await createBusiness(t, owner);
    expect(business).toMatchObject({ currency: 'USD', show_sold_out: true });
    const response = await call('PATCH', `/api/businesses/${business.id}`, {
      currency: 'EUR',
      show_sold_out: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const read = BusinessSchema.parse((await call('GET', `/api/businesses/${business.id}`)).json());
    expect(read).toMatchObject({ currency: 'EUR', show_sold_out: false, name: business.name });
    // A full update without them keeps them.
    const kept = await call('POST', `/api/businesses/${business.id}`, { name: 'Cafe Sol' });
    expect(kept.json()).toMatchObject({ currency: 'EUR', show_sold_out: false });
  });

  it('refuses a currency that is not an ISO 4217 code', async () => {
    for (const currency of ['eur', 'EURO', 'XXQ', 12]) {
      const response = await call('POST', '/api/businesses', { name: 'Cafe Luna', currency });
      expect(response.statusCode, String(currency)).toBe(400);
      expect(response.json().fields.currency.code).toBe('currencyInvalid');
    }
  });
});
