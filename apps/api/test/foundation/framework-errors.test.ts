import { ErrorBodySchema, messages } from '@carta/shared';
import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../helpers/app';

const t = testAppForSuite();

describe('errors raised before routing answer the one error body (docs/security.md)', () => {
  it.each(['/api/products/%E0%A4%A', '/api/menus/%', '/m/%zz'])(
    'a malformed URL %s answers 400 without echoing the path',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      const body = ErrorBodySchema.strict().parse(response.json());
      expect(body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: messages.malformedUrl,
        code: 'malformedUrl',
      });
      expect(response.body).not.toContain('%');
    },
  );

  it('an overlong path parameter answers 404 in the error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/menus/${'a'.repeat(500)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: messages.notFound,
      code: 'notFound',
    });
  });
});

describe('API docs on a plain-http install', () => {
  it('the docs page does not ask the browser to upgrade requests to https', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain('validator.swagger.io'); // the docs page's own policy
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});

describe('route table', () => {
  it('lists every API route with its auth mode', () => {
    const routes = t.app.routeTable.map((route) => `${route.method} ${route.url} ${route.auth}`);
    expect(routes).toContain('GET /api/menus/:id required');
    expect(routes).toContain('GET /api/accounts admin');
    expect(routes).toContain('GET /api/public/menus/:id null');
  });
});
