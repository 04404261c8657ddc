import { beforeAll, describe, expect, it } from 'vitest';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { testAppForSuite } from '../helpers/app';

/**
 * The web app's API contract (packages/shared/src/api-contract.ts) is generated from the OpenAPI
 * document the server publishes, and the web client is type-checked against it (docs/integrations.md,
 * "The API document"). This test regenerates it: when a route's schema changes and the contract
 * was not regenerated (`npm run api:contract`), the test fails, in CI too, so the document, the
 * server and the web cannot drift apart.
 */
const CONTRACT = new URL('../../../../packages/shared/src/api-contract.ts', import.meta.url);

const HEADER = `/**
 * Generated from the OpenAPI document at /api/docs/json by \`npm run api:contract\`; do not edit.
 * apps/api/test/foundation/api-contract.test.ts fails when it no longer matches the server.
 */
`;

const t = testAppForSuite();
beforeAll(async () => {
  await t.app.ready();
});

describe('the generated API contract', () => {
  it('matches the OpenAPI document the server publishes', async () => {
    const document = t.app.swagger() as unknown as OpenAPI3;
    const types = astToString(await openapiTS(document, { alphabetize: true }));
    const options = await resolveConfig(CONTRACT.pathname);
    const source = await format(HEADER + types, { ...options, parser: 'typescript' });
    await expect(source).toMatchFileSnapshot(CONTRACT.pathname);
  });
});
