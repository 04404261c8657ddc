#!/usr/bin/env node
// `npm start`: build whatever is missing, then serve the API, the SPA and public menus on one port.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = [
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/render-page.js',
  'apps/api/dist/server.js',
];
const missing = outputs.filter((path) => !existsSync(`${root}/${path}`));

if (missing.length > 0) {
  console.log(`Building Carta (missing: ${missing.join(', ')}) …`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(`${root}/apps/api/dist/server.js`);
