import { defineProject } from 'vitest/config';
import { sharedAlias } from '../../vitest.shared-alias';

/**
 * One API suite, two databases: `api` on PGlite (always) and `api-postgres` on the server named
 * by TEST_DATABASE_URL. Vitest projects cannot nest, so each is its own config file.
 */
export function apiProject(name: 'api' | 'api-postgres', globalSetup: string) {
  return defineProject({
    resolve: { alias: sharedAlias },
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
