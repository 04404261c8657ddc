#!/usr/bin/env node
// `npm start`: build whatever is missing, then run the server processes that serve the API, the
// SPA and public menus on one port; start again any that dies, replace them one at a time on
// SIGHUP, and drain them all on SIGTERM (README, "Running it as a service"; docs/architecture.md,
// "Processes").
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  CONFIG_ERROR_EXIT_CODE,
  SERVER_CONFIG_MESSAGE,
  serverEnvironment,
  serverNodeFlags,
} from './server-runtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Crashes within this window that make the supervisor give up (exit 1) rather than restart. */
const GIVE_UP_AFTER_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;
/** Wait before a restart: 0.5 s after a crash, doubling with each crash in the window, up to 10 s. */
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 10_000;

// CARTA_SERVER_ENTRY runs another server script instead of the built one, and builds nothing: the
// supervision tests use a small stand-in or the server's source (apps/api/test/foundation/).
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

// node:cluster, its workers sharing one listening socket that each accepts from (SCHED_NONE), not
// this process handing them connections in turn (SCHED_RR): a connection waits in the kernel's
// queue until a worker accept()s it, so a worker that is killed or drains never takes one down with
// it that it had not accepted, and this process does no work per connection. In round robin, a
// connection handed to a worker as it died was never answered (docs/architecture.md, "Processes").
// V8's heap settings and MALLOC_ARENA_MAX only work when given at a process's start, hence
// execArgv and the environment of each fork (scripts/server-runtime.mjs).
cluster.schedulingPolicy = cluster.SCHED_NONE;
cluster.setupPrimary({ exec: server, execArgv: [...process.execArgv, ...serverNodeFlags()] });

/**
 * What the first worker reported from its configuration (SERVER_PROCESSES, the database): how
 * many workers to keep. Until then, one, and replaced by stopping before starting (embedded).
 */
let wanted = 1;
let embedded = true;
/** The signal (or reason) that asked us to stop; the supervisor exits once its workers are gone. */
let stopping;
let exitCode = 0;
let rolling = false;
const restartTimers = new Set();
let crashes = [];

/** Workers that have not exited (cluster.workers may still list one that has). */
const liveWorkers = () =>
  Object.values(cluster.workers).filter((worker) => worker && !worker.isDead());
/** Workers that serve or are starting: not asked to stop by a rolling restart. */
const activeWorkers = () => liveWorkers().filter((worker) => !worker.retiring);

function startWorker() {
  const worker = cluster.fork(serverEnvironment());
  worker.on('message', (message) => {
    if (message?.type !== SERVER_CONFIG_MESSAGE) return;
    if (wanted !== message.processes && message.processes > 1 && !message.sharedLimits) {
      say(
        `${message.processes} server processes without REDIS_URL: each counts rate limits and sign-in attempts on its own, so a client spread over them gets up to ${message.processes} times the limits; set REDIS_URL to share them`,
      );
    }
    wanted = message.processes;
    embedded = message.embedded;
  });
  worker.once('listening', () => {
    worker.serving = true;
    startMissingWorkers();
  });
  worker.once('exit', (code, signal) => onWorkerExit(worker, code, signal));
  return worker;
}

/** Starts workers until `wanted` serve or start (or wait for their restart). */
function startMissingWorkers() {
  if (stopping || rolling) return;
  const missing = wanted - activeWorkers().length - restartTimers.size;
  for (let i = 0; i < missing; i++) startWorker();
  if (missing > 0) say(`${wanted} server processes on one port`);
}

function onWorkerExit(worker, code, signal) {
  const pid = worker.process.pid;
  if (stopping) {
    if (code !== 0 && exitCode === 0) exitCode = 1;
    if (liveWorkers().length === 0) process.exit(exitCode);
    return;
  }
  // Asked to stop by a rolling restart, or a new one that failed to start during one: the
  // rolling restart decides.
  if (worker.retiring || worker.rollingIn) return;
  if (code === CONFIG_ERROR_EXIT_CODE) {
    say('the server cannot start with this configuration (above); not restarting');
    return stopAll('configuration', CONFIG_ERROR_EXIT_CODE);
  }
  if (code === 0) {
    say(`server process ${pid} stopped by itself (exit code 0); not restarting it`);
    if (activeWorkers().length === 0 && restartTimers.size === 0) process.exit(0);
    return;
  }
  const now = Date.now();
  crashes = [...crashes.filter((at) => now - at < CRASH_WINDOW_MS), now];
  const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
  if (crashes.length >= GIVE_UP_AFTER_CRASHES) {
    say(
      `server process ${pid} ${why}, the ${crashes.length}th crash within ${CRASH_WINDOW_MS / 1000} s: giving up`,
    );
    return stopAll('giving up', 1);
  }
  const delay = Math.min(FIRST_BACKOFF_MS * 2 ** (crashes.length - 1), MAX_BACKOFF_MS);
  const others = activeWorkers().filter((other) => other.serving).length;
  say(
    `server process ${pid} ${why}; starting it again in ${delay / 1000} s` +
      (others > 0 ? ` (${others} other${others > 1 ? 's' : ''} serving meanwhile)` : ''),
  );
  const timer = setTimeout(() => {
    restartTimers.delete(timer);
    if (!stopping) startWorker();
  }, delay);
  restartTimers.add(timer);
}

/** Resolves true once `worker` listens, false if it exits first. */
function listeningOrExit(worker) {
  return new Promise((resolve) => {
    worker.once('listening', () => resolve(true));
    worker.once('exit', () => resolve(false));
  });
}

const exited = (worker) =>
  new Promise((resolve) => {
    if (worker.isDead()) resolve();
    else worker.once('exit', () => resolve());
  });

/**
 * SIGHUP: replaces the workers one at a time (a new build, after `npm run build`). Each new one
 * listens before the one it replaces drains, so guests are served throughout. The embedded
 * database is opened by one process at a time: there the old one stops before the new one starts.
 */
async function rollingRestart() {
  if (stopping) return;
  if (rolling) return say('a rolling restart is already under way');
  rolling = true;
  const old = activeWorkers();
  let abandoned = false;
  say(`rolling restart of ${old.length} server process${old.length === 1 ? '' : 'es'}`);
  for (const worker of old) {
    if (stopping) break;
    if (worker.isDead()) continue;
    if (embedded) {
      worker.retiring = true;
      worker.process.kill('SIGTERM');
      await exited(worker);
      if (stopping) break;
    }
    const fresh = startWorker();
    fresh.rollingIn = true;
    const listening = await listeningOrExit(fresh);
    fresh.rollingIn = false;
    if (stopping) break;
    if (!listening) {
      abandoned = true;
      say(
        `the new server process exited before it listened; rolling restart abandoned${embedded ? '' : ', the running ones keep serving'}`,
      );
      break;
    }
    if (!embedded) {
      worker.retiring = true;
      worker.process.kill('SIGTERM');
      await exited(worker);
    }
  }
  rolling = false;
  if (!stopping && !abandoned) say('rolling restart done');
  startMissingWorkers();
}

/** Passes `signal` to every worker (each drains, docs/architecture.md) and exits once all are gone. */
function stopAll(reason, code, signal = 'SIGTERM') {
  stopping = reason;
  exitCode = code;
  for (const timer of restartTimers) clearTimeout(timer);
  restartTimers.clear();
  const workers = liveWorkers();
  if (workers.length === 0) process.exit(exitCode);
  for (const worker of workers) worker.process.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopAll(signal, 0, signal);
  });
}
process.on('SIGHUP', () => void rollingRestart());

startWorker();
