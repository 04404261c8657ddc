import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { operationIdOf } from '../../src/plugins/openapi-operation';
import { createTestApp, type TestApp } from '../helpers/app';

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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

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
});
