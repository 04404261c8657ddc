#!/usr/bin/env node
// `npm start`: build whatever is missing, then serve the API, the SPA and public menus on one port.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverEnvironment, serverNodeFlags } from './server-runtime.mjs';

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

const server = `${root}/apps/api/dist/server.js`;

// A child process, because V8's heap settings and MALLOC_ARENA_MAX only work when given at its
// start (scripts/server-runtime.mjs).
const child = spawn(process.execPath, [...process.execArgv, ...serverNodeFlags(), server], {
  stdio: 'inherit',
  env: serverEnvironment(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
