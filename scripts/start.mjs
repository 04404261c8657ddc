#!/usr/bin/env node
// `npm start`: build whatever is missing, then serve the API, the SPA and public menus on one port,
// and start the server again when it dies (README, "Running it as a service").
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverEnvironment, serverNodeFlags } from './server-runtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Crashes within this window that make the supervisor give up (exit 1) rather than restart. */
const GIVE_UP_AFTER_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;
/** Wait before a restart: 0.5 s after a crash, doubling with each crash in the window, up to 10 s. */
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 10_000;

// CARTA_SERVER_ENTRY runs another server script instead of the built one, and builds nothing: the
// supervision tests use a small stand-in (apps/api/test/foundation/supervisor.test.ts).
const entry = process.env.CARTA_SERVER_ENTRY;
if (!entry) {
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
}
const server = entry ?? `${root}/apps/api/dist/server.js`;

const say = (message) => console.error(`[carta start] ${message}`);

let child;
/** The signal that asked us to stop; the server's exit after it ends this process too. */
let stopping;
let restartTimer;
let crashes = [];

// A child process, because V8's heap settings and MALLOC_ARENA_MAX only work when given at its
// start (scripts/server-runtime.mjs).
function startServer() {
  restartTimer = undefined;
  child = spawn(process.execPath, [...process.execArgv, ...serverNodeFlags(), server], {
    stdio: 'inherit',
    env: serverEnvironment(),
  });
  child.on('exit', onServerExit);
}

function onServerExit(code, signal) {
  child = undefined;
  if (stopping) process.exit(code ?? (signal ? 1 : 0));
  if (code === 0) {
    say('the server stopped by itself (exit code 0); not restarting');
    process.exit(0);
  }
  const now = Date.now();
  crashes = [...crashes.filter((at) => now - at < CRASH_WINDOW_MS), now];
  const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
  if (crashes.length >= GIVE_UP_AFTER_CRASHES) {
    say(
      `the server ${why}, its ${crashes.length}th crash within ${CRASH_WINDOW_MS / 1000} s: giving up`,
    );
    process.exit(1);
  }
  const delay = Math.min(FIRST_BACKOFF_MS * 2 ** (crashes.length - 1), MAX_BACKOFF_MS);
  say(`the server ${why}; starting it again in ${delay / 1000} s`);
  restartTimer = setTimeout(startServer, delay);
}

// Passed through: the server drains and exits, then so does this process with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = signal;
    if (child) child.kill(signal);
    else {
      clearTimeout(restartTimer);
      process.exit(0);
    }
  });
}

startServer();
