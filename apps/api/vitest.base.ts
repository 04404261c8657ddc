import { defineProject } from 'vitest/config';
import { sharedAlias } from '../../vitest.shared-alias';
import { preactCompatAlias } from '../web/preact-compat-alias';

/**
 * One API suite, two databases: `api` on PGlite (always) and `api-postgres` on the server named
 * by TEST_DATABASE_URL. Vitest projects cannot nest, so each is its own config file.
 */
export function apiProject(name: 'api' | 'api-postgres', globalSetup: string) {
  return defineProject({
    // The public menu page is rendered from the web app's source, on Preact as in production.
    resolve: { alias: [...preactCompatAlias, ...sharedAlias] },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    test: {
      name,
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      globalSetup: [globalSetup],
      testTimeout: 20_000,
      hookTimeout: 60_000,
      restoreMocks: true,
    },
  });
}
