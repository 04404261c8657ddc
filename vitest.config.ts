import { defineConfig } from 'vitest/config';

// One `npm test` for every workspace; each project keeps its own vitest config. The API suite runs
// a second time against a real PostgreSQL server when TEST_DATABASE_URL is set (docs/architecture.md §10).
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      ...(process.env.TEST_DATABASE_URL ? ['apps/api/vitest.postgres.config.ts'] : []),
      'apps/web',
      { test: { name: 'lint-rules', include: ['lint-rules/**/*.test.ts'] } },
    ],
  },
});
