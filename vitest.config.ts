import { defineConfig } from 'vitest/config';

// One `npm test` for every workspace; each project keeps its own vitest config. The API suite runs
// a second time against a real PostgreSQL server when TEST_DATABASE_URL is set
// (docs/architecture.md §10).
export default defineConfig({
  test: {
    // One worker per core. Vitest's default (cores - 1) is a single worker on a 2-core machine,
    // which leaves a core idle: the main process only schedules and reports.
    maxWorkers: '100%',
    projects: [
      'packages/shared',
      'apps/api',
      ...(process.env.TEST_DATABASE_URL ? ['apps/api/vitest.postgres.config.ts'] : []),
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      { test: { name: 'lint-rules', include: ['lint-rules/**/*.test.ts'] } },
    ],
  },
});
