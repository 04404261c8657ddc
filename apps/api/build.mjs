// Bundles the API into dist/server.js. npm packages stay external (installed at runtime), except
// @carta/shared, which is compiled in from source so production needs no shared build.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const sharedEntry = here('../../packages/shared/src/index.ts');

/** @type {import('esbuild').Plugin} */
const bundleShared = {
  name: 'bundle-carta-shared',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@carta\/shared$/ }, () => ({ path: sharedEntry }));
  },
};

await rm(here('./dist'), { recursive: true, force: true });
await build({
  // dist/backup.js: `npm run backup` and `npm run restore` (docs/backups.md). Worker threads'
  // modules are entries of their own, next to server.js (src/modules/print-kit/printer.ts).
  entryPoints: {
    server: here('./src/server.ts'),
    backup: here('./src/backup/run.ts'),
    'print-worker': here('./src/modules/print-kit/pdf/print-worker.ts'),
  },
  outdir: here('./dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [bundleShared],
  logLevel: 'warning',
});
// The migrator looks for ./migrations next to the running file (see src/db/migrate.ts).
await cp(here('./src/db/migrations'), here('./dist/migrations'), { recursive: true });
console.log('built apps/api/dist/server.js and dist/backup.js');
