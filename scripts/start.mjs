#!/usr/bin/env node
// `npm start`: build whatever is missing, then serve the API, the SPA and public menus on one port.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
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

const server = `${root}/apps/api/dist/server.js`;

// glibc gives each image-decoding thread its own malloc arena and keeps what they freed: with two
// arenas the server returns to its idle size after uploads (docs/security.md, "Images"). The
// variable only works when set before the process starts, hence a child process.
if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined) {
  const child = spawn(process.execPath, [...process.execArgv, server], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await import(server);
}
