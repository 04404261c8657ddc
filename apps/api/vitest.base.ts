import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { testFilesMockingModules } from '../../vitest.module-mocks';
import { sharedAlias } from '../../vitest.shared-alias';
import { preactCompatAlias } from '../web/preact-compat-alias';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * One API suite, two databases: `api` on PGlite (always) and `api-postgres` on the server named
 * by TEST_DATABASE_URL. Vitest projects cannot nest, so each is its own config file.
 *
 * The files run without isolation: a worker imports Fastify, drizzle, sharp and the app once for
 * all its files instead of starting a new process per file (about 2 times faster). Safe because
 * every file builds its own app on its own database (test/helpers), the app's caches belong to
 * the app or the database, `restoreMocks` restores spies after each test, and fake timers end
 * with their test. Module mocks would leak between files, so vi.mock is refused here: inject the
 * dependency instead (buildApp options).
 */
export function apiProject(name: 'api' | 'api-postgres', globalSetup: string) {
  const mocking = [
    ...testFilesMockingModules(root, 'src'),
    ...testFilesMockingModules(root, 'test'),
  ];
  if (mocking.length > 0) {
    throw new Error(
      `API tests run without isolation (apps/api/vitest.base.ts); vi.mock would leak into other files: ${mocking.join(', ')}`,
    );
  }
  return defineProject({
    // The public menu page is rendered from the web app's source, on Preact as in production.
    resolve: { alias: [...preactCompatAlias, ...sharedAlias] },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    test: {
      name,
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      globalSetup: [globalSetup],
      isolate: false,
      testTimeout: 20_000,
      hookTimeout: 60_000,
      restoreMocks: true,
      // Worker threads started by the app (the print kit's) load TypeScript through tsx, which
      // reads @carta/shared from source as the tests do (src/lib/worker-pool/ts-bootstrap.mjs).
      env: { TSX_TSCONFIG_PATH: join(root, 'test/helpers/tsx-tsconfig.json') },
    },
  });
}
