import { messages, nameSchema } from '@carta/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../src/lib/http-errors';
import { testAppForSuite } from '../helpers/app';
import { codedFields } from '../helpers/error-body';

const t = testAppForSuite();

beforeAll(async () => {
  // Test-only routes, mounted like a module's routes.
  const testRoutes: FastifyPluginAsyncZod = async (api) => {
    api.post(
      '/test/validate',
      {
        schema: {
          body: z.object({
            name: nameSchema('Business'),
            address: z.object({ city: z.string() }),
          }),
        },
      },
      async (request) => ({ ok: request.body.name }),
    );
    api.get('/test/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    api.get('/test/conflict', async () => {
      throw httpError(409, 'categoryNotInBusiness', {
        fields: { categories: 'categoryNotInBusiness' },
      });
    });
  };
  await t.app.register(testRoutes, { prefix: '/api' });
});

describe('GET /api/health', () => {
  it('answers ok after a database round trip', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends the security headers (same-origin CSP)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("script-src 'self';");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('error bodies (docs/architecture.md §5)', () => {
  it('turns validation failures into 400 with coded field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      payload: { name: 'ab', address: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: messages.formInvalid,
      code: 'formInvalid',
      fields: {
        name: {
          code: 'nameTooShort',
          params: { entity: 'Business' },
          message: messages.nameTooShort('Business'),
        },
        // zod's own message (a missing field): the generic code and its text.
        'address.city': { code: 'valueInvalid', message: messages.valueInvalid },
      },
    });
  });

  it('answers 400 without fields when the body is not an object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'requestInvalid',
      message: messages.requestInvalid,
    });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers 415 for an unsupported content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/xml' },
      payload: '<name/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  it('passes an httpError thrown by a service through with its fields', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: messages.categoryNotInBusiness,
      code: 'categoryNotInBusiness',
      fields: codedFields({ categories: messages.categoryNotInBusiness }),
    });
  });

  it('hides the details of unexpected errors behind a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: messages.unexpectedError,
      code: 'unexpectedError',
    });
    expect(response.body).not.toContain('secret');
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers JSON 404 for an unknown /api path (%s)',
    async (method) => {
      const response = await t.app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: messages.notFound,
        code: 'notFound',
      });
    },
  );
});

describe('API documentation', () => {
  it('serves Swagger UI at /api/docs with its assets from the server itself', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/src="https?:|href="https?:/);
    const bundle = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(bundle.statusCode).toBe(200);
  });

  it('lists /api/health in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
    expect(Object.keys(document.paths).some((path: string) => path.startsWith('/api/test'))).toBe(
      true,
    );
    expect(document.paths['/*']).toBeUndefined();
  });

  it("documents issue 12's product and business fields, in requests and answers", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const created = document.paths['/api/products'].post;
    const answer = created.responses['201'].content['application/json'].schema.properties;
    const body = created.requestBody.content['application/json'].schema.properties;
    for (const field of ['allergens', 'dietary', 'sold_out', 'variants']) {
      expect(answer, field).toHaveProperty(field);
      expect(body, field).toHaveProperty(field);
    }
    expect(body.variants.maxItems).toBe(6);
    const business =
      document.paths['/api/businesses'].post.responses['201'].content['application/json'].schema
        .properties;
    expect(business).toHaveProperty('currency');
    expect(business).toHaveProperty('show_sold_out');
  });
});
