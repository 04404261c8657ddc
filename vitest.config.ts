import { defineConfig } from 'vitest/config';

// One `npm test` for every workspace; each project keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
