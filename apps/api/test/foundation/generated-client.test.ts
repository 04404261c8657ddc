import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import createClient from 'openapi-fetch';
import type { ApiPaths } from '@carta/shared';
import { testAppForSuite } from '../helpers/app';
import { createActiveAccount, PASSWORD } from '../helpers/sessions';

/**
 * A client generated from the OpenAPI document (the contract in packages/shared, used through
 * openapi-fetch) works against the real server over HTTP (issue 16): it signs in, writes and
 * reads back with the types the document promises, and an error answer has the error body.
 */
const t = testAppForSuite();
let client: ReturnType<typeof createClient<ApiPaths>>;
let email: string;

beforeAll(async () => {
  email = (await createActiveAccount(t)).email;
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  client = createClient<ApiPaths>({ baseUrl: address });
});

describe('a client generated from the OpenAPI document', () => {
  it('signs in, creates a business and a product with sizes, and reads them back', async () => {
    const signIn = await client.POST('/api/accounts/signin', {
      body: { email, password: PASSWORD },
    });
    expect(signIn.response.status).toBe(200);
    const token = signIn.data!.tokens.access_token;
    const headers = { Authorization: `Bearer ${token}` };

    const business = await client.POST('/api/businesses', {
      headers,
      body: { name: 'Casa Pepe', currency: 'EUR', primary_language: 'es' },
    });
    expect(business.response.status).toBe(201);
    const businessId = business.data!.id;

    const created = await client.POST('/api/products', {
      headers,
      body: {
        business: { id: businessId },
        name: 'Tortilla',
        variants: [
          { name: 'Pincho', price: '3.50' },
          { name: 'Ración', price: '9.00' },
        ],
        allergens: ['eggs'],
      },
    });
    expect(created.response.status).toBe(201);
    expectTypeOf(created.data!.price).toEqualTypeOf<string>();

    const read = await client.GET('/api/products/{id}', {
      headers,
      params: { path: { id: created.data!.id } },
    });
    expect(read.data).toMatchObject({
      name: 'Tortilla',
      price: '3.50',
      allergens: ['eggs'],
      variants: [
        { name: 'Pincho', price: '3.50' },
        { name: 'Ración', price: '9.00' },
      ],
    });

    const soldOut = await client.PATCH('/api/products/{id}', {
      headers,
      params: { path: { id: created.data!.id } },
      body: { sold_out: true },
    });
    expect(soldOut.data!.sold_out).toBe(true);

    const list = await client.GET('/api/products', {
      headers,
      params: { query: { business_id: businessId } },
    });
    expect(list.data!.items.map((product) => product.name)).toEqual(['Tortilla']);
  });

  it('gets the error body, with field messages, on a bad request and 401 without a token', async () => {
    const unsigned = await client.GET('/api/businesses');
    expect(unsigned.response.status).toBe(401);
    expect(unsigned.error).toMatchObject({ code: expect.any(String) });

    const bad = await client.POST('/api/accounts/signup', {
      body: { email: 'not-an-address', password: PASSWORD },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error!.fields).toHaveProperty('email');
  });
});
