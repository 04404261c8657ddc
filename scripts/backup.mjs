#!/usr/bin/env node
// `npm run backup` and `npm run restore`: build the API bundle if it is missing, then run
// apps/api/dist/backup.js with the command and its arguments (docs/backups.md).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = `${root}/apps/api/dist/backup.js`;

if (!existsSync(entry)) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@carta/api'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const run = spawnSync(process.execPath, ['--enable-source-maps', entry, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
