import { beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { BODY_EXAMPLES } from '../../src/plugins/openapi-examples';
import { operationIdOf } from '../../src/plugins/openapi-operation';
import { testAppForSuite } from '../helpers/app';

/**
 * The OpenAPI document at /api/docs/json lints clean with Redocly's recommended rules (issue 16),
 * so a generated client knows every operation's name, its bearer token and its error answers.
 */

/** Warnings kept on purpose, each with its reason; anything else fails. */
const ACCEPTED = new Map([
  ['info-license', 'Carta has not chosen a licence to publish'],
  // The activation link answers with a redirect to the sign-in page, and /api/files/{name} with
  // the image itself: neither has a JSON 2xx body to describe.
  ['operation-2xx-response /api/accounts/activate/{token}', 'a redirect'],
  ['operation-2xx-response /api/files/{name}', 'a file'],
]);

const t = testAppForSuite();
beforeAll(async () => {
  await t.app.ready();
});

describe('the OpenAPI document (docs/architecture.md §5)', () => {
  it("has no error and no warning of Redocly's recommended rules beyond the accepted ones", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(t.app.swagger()), config });
    const found = problems
      .map((problem) => {
        const pointer = problem.location[0]?.pointer ?? '';
        const path = /^#\/paths\/([^/]+)/.exec(pointer)?.[1]?.replaceAll('~1', '/');
        const key = path ? `${problem.ruleId} ${path}` : problem.ruleId;
        return { key, text: `${problem.severity} ${key}: ${problem.message} (${pointer})` };
      })
      .filter(({ key }) => !ACCEPTED.has(key))
      .map(({ text }) => text);
    expect(found).toEqual([]);
  });

  it('names every operation after its method and path, and protects the signed-in ones', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>;
    };
    const menu = document.paths['/api/menus/{id}']!;
    expect(menu.get!.operationId).toBe('getMenusById');
    expect(menu.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/public/menus/{id}']!.get!.security).toEqual([]);
    expect(operationIdOf('POST', '/api/admin/mail/:id/retry')).toBe('postAdminMailByIdRetry');
    expect(operationIdOf('GET', '/api/accounts/reset-password/:token')).toBe(
      'getAccountsResetPasswordByToken',
    );
  });

  it('describes every answer in words, never with the generator\'s "Default Response"', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    const signIn = document.paths['/api/accounts/signin']!.post!.responses;
    expect(signIn['200']!.description).toBe('Success');
    expect(signIn['429']!.description).toBe(
      'Too many requests; retry after the Retry-After header',
    );
    expect(document.paths['/api/businesses']!.post!.responses['201']!.description).toBe('Created');
    expect(JSON.stringify(document)).not.toContain('Default Response');
    expect(JSON.stringify(document)).not.toContain('x-response-description');
  });

  it('is OpenAPI 3.1, whose schemas are JSON Schema 2020-12 (null as a type, not `nullable`)', () => {
    const document = t.app.swagger() as unknown as { openapi: string };
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });

  it('shows an example on the main request bodies, each valid for its schema', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    const examples = new Map<string, unknown>();
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        const example = operation.requestBody?.content['application/json']?.example;
        if (example !== undefined) examples.set(operation.operationId, example);
      }
    }
    expect([...examples.keys()].sort()).toEqual(Object.keys(BODY_EXAMPLES).sort());
    for (const [operationId, { schema, value }] of Object.entries(BODY_EXAMPLES)) {
      expect(examples.get(operationId)).toEqual(value);
      expect(schema.safeParse(value).error, operationId).toBeUndefined();
    }
  });

  it('says a body is optional where the route takes none', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    expect(document.paths['/api/admin/mail/{id}/retry']!.post!.requestBody!.required).toBe(false);
    expect(document.paths['/api/products']!.post!.requestBody!.required).toBe(true);
  });
});

interface Operation {
  operationId: string;
  requestBody?: { required: boolean; content: Record<string, { example?: unknown }> };
}
