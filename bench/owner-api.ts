// docs/performance.md: the owner API's cost per request. wrk (50 connections, one server process
// started as `npm start` runs it: NODE_ENV unset, default log level, production build) loads an
// owner's GET /api/menus/:id (signed in, a menu of 10 categories) and GET /api/health:
// - on the embedded database (PGlite): goal ≥ 1,000 req/s for the menu;
// - on PostgreSQL (a fresh database on $BENCH_POSTGRES_URL, default 127.0.0.1:5432, dropped
//   after): goal ≥ 3,000 req/s for the menu;
// - the menu again on PGlite with LOG_LEVEL=warn, which drops the per-request log line: the
//   difference is what logging costs;
// - nginx serving the same bytes as static files, as the ceiling of this machine.
// The server and nginx (one worker) run on core 0, wrk on core 1 (taskset, lib/cpus.ts); other
// work on the machine still shares them: compare ratios, not absolutes.
// Exits 0 once measured (1 when the benchmark itself fails); PASS/MISS per goal.
// Run: npm run bench:owner-api -w @carta/bench [-- --duration 5 --no-postgres --no-nginx]
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  Cleanup,
  cpuTimeMs,
  get200,
  residentMb,
  seedMenu,
  startCarta,
  type CartaServer,
} from './lib/carta';
import { CLIENT_CPU, SERVER_CPU } from './lib/cpus';
import { findNginx, startNginx } from './lib/nginx';
import { createBenchDatabase } from './lib/postgres';
import { int, ms, numberOption, pass, table } from './lib/report';
import { findWrk, runWrk, type WrkResult } from './lib/wrk';

const GOALS = { pgliteMenuRps: 1000, postgresMenuRps: 3000 };
/** As scripts/start.mjs runs the server (startCarta's own default is LOG_LEVEL=warn). */
const AS_NPM_START = {
  NODE_ENV: undefined,
  LOG_LEVEL: undefined,
};

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    threads: { type: 'string', default: '2' },
    'no-postgres': { type: 'boolean', default: false },
    'no-nginx': { type: 'boolean', default: false },
    'no-logging-run': { type: 'boolean', default: false },
    /** Write a V8 CPU profile of each server (node --cpu-prof) into this directory. */
    'cpu-prof-dir': { type: 'string' },
  },
});
const duration = numberOption('duration', args.duration);
const connections = Math.round(numberOption('connections', args.connections));
const warmup = numberOption('warmup', args.warmup, true);
const threads = Math.round(numberOption('threads', args.threads));

const cleanup = new Cleanup();
const wrk = findWrk();

interface Row {
  target: string;
  path: string;
  result: WrkResult;
  /** Server CPU (user + system) per request, ms; absent for nginx. */
  cpuMs?: number;
  goal?: number;
}

const rows: Row[] = [];
const notes: string[] = [];

async function load(
  target: string,
  path: string,
  url: string,
  pid: number | null,
  headers: Record<string, string> = {},
  goal?: number,
): Promise<Row> {
  const options = { url, connections, threads, headers, cpus: CLIENT_CPU };
  if (warmup > 0) await runWrk(cleanup, wrk!, { ...options, durationSeconds: warmup });
  const cpuBefore = pid ? cpuTimeMs(pid) : 0;
  const result = await runWrk(cleanup, wrk!, { ...options, durationSeconds: duration });
  const cpuMs = pid ? (cpuTimeMs(pid) - cpuBefore) / Math.max(1, result.requests) : undefined;
  const row = { target, path, result, cpuMs, goal };
  rows.push(row);
  console.log(
    `  ${target} ${path}: ${int(result.rps)} req/s, p99 ${ms(result.p99Ms)}` +
      (result.non2xx + result.socketErrors > 0
        ? `, ${result.non2xx} non-2xx, ${result.socketErrors} socket errors`
        : ''),
  );
  return row;
}

/** A server as `npm start` runs it, seeded with one owner's menu (10 categories × 5 products). */
async function seededServer(phase: Cleanup, env: Record<string, string | undefined>) {
  const nodeArgs = args['cpu-prof-dir']
    ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof-dir']}`]
    : [];
  const server = await startCarta(phase, {
    env: { ...AS_NPM_START, ...env },
    quiet: true,
    nodeArgs,
    cpus: SERVER_CPU,
  });
  const menu = await seedMenu(server, { categories: 10, productsPerCategory: 5 });
  return { server, menu, auth: { Authorization: `Bearer ${menu.token}` } };
}

const menuPath = (id: string) => `/api/menus/${id}`;

async function measureServer(
  target: string,
  server: CartaServer,
  menuId: string,
  auth: Record<string, string>,
  goal: number,
) {
  await load(target, 'GET /api/menus/:id', server.url + menuPath(menuId), server.pid, auth, goal);
  await load(target, 'GET /api/health', `${server.url}/api/health`, server.pid);
  notes.push(`${target}: server RSS ${residentMb(server.pid).toFixed(0)} MB after the runs`);
}

async function main() {
  if (!wrk) throw new Error('wrk is not installed (apt-get install wrk, or set $WRK)');
  console.log(
    `Owner API: wrk ${threads} threads, ${connections} connections, ${duration} s per run ` +
      `(${warmup} s warm-up); ${availableParallelism()} cores, load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );

  // 1. PGlite as `npm start` runs it.
  let menuBytes: Buffer;
  let healthBytes: Buffer;
  {
    const phase = new Cleanup();
    try {
      const { server, menu, auth } = await seededServer(phase, {});
      menuBytes = (await get200(server.url + menuPath(menu.menuId), auth)).body;
      healthBytes = (await get200(`${server.url}/api/health`)).body;
      await measureServer('PGlite', server, menu.menuId, auth, GOALS.pgliteMenuRps);
    } finally {
      await phase.run();
    }
  }

  // 2. The same without the per-request log line.
  if (!args['no-logging-run']) {
    const phase = new Cleanup();
    try {
      const { server, menu, auth } = await seededServer(phase, { LOG_LEVEL: 'warn' });
      const quiet = await load(
        'PGlite, LOG_LEVEL=warn',
        'GET /api/menus/:id',
        server.url + menuPath(menu.menuId),
        server.pid,
        auth,
      );
      const logged = rows[0]!;
      // CPU per request is steadier than throughput on a shared machine.
      const extraUs = (logged.cpuMs! - quiet.cpuMs!) * 1000;
      notes.push(
        `logging: the per-request log line costs ${extraUs.toFixed(0)} µs of server CPU per ` +
          `menu request on PGlite (${(extraUs / 10 / logged.cpuMs! || 0).toFixed(1)}% of it; ` +
          `${int(logged.result.rps)} req/s at info, ${int(quiet.result.rps)} at warn)`,
      );
    } finally {
      await phase.run();
    }
  }

  // 3. PostgreSQL.
  if (!args['no-postgres']) {
    const phase = new Cleanup();
    try {
      const database = createBenchDatabase(phase);
      if ('skipped' in database) notes.push(`PostgreSQL skipped: ${database.skipped}`);
      else {
        const { server, menu, auth } = await seededServer(phase, { DATABASE_URL: database.url });
        await measureServer('PostgreSQL', server, menu.menuId, auth, GOALS.postgresMenuRps);
      }
    } finally {
      await phase.run();
    }
  }

  // 4. nginx serving the same bytes.
  if (!args['no-nginx']) {
    const binary = findNginx();
    if (!binary) notes.push('nginx reference skipped: no nginx (apt-get install nginx-light)');
    else {
      const phase = new Cleanup();
      try {
        const nginx = await startNginx(
          phase,
          binary,
          [
            { name: 'menu.json', body: menuBytes, type: 'application/json' },
            { name: 'health.json', body: healthBytes, type: 'application/json' },
          ],
          { workers: 1, cpus: SERVER_CPU },
        );
        await load('nginx (same bytes)', 'GET /api/menus/:id', `${nginx.url}/menu.json`, null);
        await load('nginx (same bytes)', 'GET /api/health', `${nginx.url}/health.json`, null);
      } finally {
        await phase.run();
      }
    }
  }

  console.log('');
  console.log(
    table(
      [
        ['target', 'request', 'req/s', 'p50', 'p99', 'errors', 'CPU/req', 'goal', ''],
        ...rows.map(({ target, path, result, cpuMs, goal }) => {
          const errors = result.non2xx + result.socketErrors;
          return [
            target,
            path,
            int(result.rps),
            ms(result.p50Ms),
            ms(result.p99Ms),
            String(errors),
            cpuMs === undefined ? '' : ms(cpuMs),
            goal ? `≥ ${int(goal)}` : '',
            goal ? pass(result.rps >= goal && errors === 0) : '',
          ];
        }),
      ],
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
  );
  console.log('');
  for (const note of notes) console.log(note);
  console.log(`menu body ${menuBytes.length} bytes; load at the end ${loadavg()[0]!.toFixed(2)}`);
}

main()
  .then(() => cleanup.run())
  .then(() => process.exit(0))
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanup.run();
    process.exit(1);
  });
