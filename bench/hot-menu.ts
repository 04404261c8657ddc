// docs/performance.md, "A hot menu": what one guest request costs when the page is already in
// memory, compressed. Starts the production server as `npm start` runs it (embedded database,
// NODE_ENV unset, the default log level) pinned to core 0, seeds one menu through the API, and
// loads its readable address with wrk (50 connections, one thread, pinned to core 1) as a phone
// asks (brotli, an iPhone user agent, so views are counted). In the same run, on the same core
// and with the same bytes: a bare `node:http` server answering from memory (the ceiling for Node
// here) and nginx (sendfile, one worker). Prints req/s, p50/p99, the server's CPU per request and
// each ratio to nginx. `--cpu-prof-dir DIR` writes a V8 CPU profile of the Carta server;
// `--warmup S` (default 5) loads each server before it is measured; HOT_VERBOSE=1 shows Carta's log.
// Run: npm run build && npm run bench:hot-menu -w @carta/bench [-- --duration 10]
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  Cleanup,
  cpuTimeMs,
  get200,
  seedMenu,
  startCarta,
  stopProcess,
  tempDir,
  waitForOk,
} from './lib/carta';
import { findNginx, startNginx } from './lib/nginx';
import { int, ms, numberOption, pass, table } from './lib/report';
import { findWrk, runWrk } from './lib/wrk';
import { freePort } from '../apps/api/test/helpers/free-port';

const GOALS = { ratio: 0.75, p99Multiple: 2 };
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const GUEST_HEADERS = { 'Accept-Encoding': 'br', 'User-Agent': PHONE };

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    'cpu-prof-dir': { type: 'string' },
    'no-nginx': { type: 'boolean', default: false },
  },
});
const duration = numberOption('duration', args.duration!);
const connections = Math.round(numberOption('connections', args.connections!));
const warmup = numberOption('warmup', args.warmup!);
const SERVER_CPU = '0';
const LOAD_CPU = '1';

/** A bare node:http server sending `body` with `headers` from memory: Node's ceiling here. */
async function startBareNode(cleanup: Cleanup, headers: Record<string, string>, body: Buffer) {
  const dir = tempDir(cleanup, 'carta-bench-bare-');
  writeFileSync(join(dir, 'body'), body);
  const port = await freePort();
  const script = `
const http = require('node:http');
const body = require('node:fs').readFileSync(${JSON.stringify(join(dir, 'body'))});
const headers = ${JSON.stringify(headers)};
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(${port}, '127.0.0.1');`;
  const child = spawn('taskset', ['-c', SERVER_CPU, process.execPath, '-e', script], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  cleanup.add(() => stopProcess(child));
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/`, child, 10_000);
  return { url, pid: child.pid! };
}

const cleanup = new Cleanup();
try {
  const wrk = findWrk();
  if (!wrk) throw new Error('wrk is not installed (apt-get install wrk)');
  const nodeArgs = args['cpu-prof-dir']
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(args['cpu-prof-dir'])}`]
    : [];
  // Seeded by one server, measured on a new one: its profile holds the guests' requests, not
  // the seeding.
  const dataDir = tempDir(cleanup, 'carta-bench-hot-data-');
  const seeding = new Cleanup({ handleSignals: false });
  cleanup.add(() => seeding.run());
  const seeder = await startCarta(seeding, { env: { LOG_LEVEL: 'warn' }, quiet: true, dataDir });
  const menu = await seedMenu(seeder, { categories: 5, productsPerCategory: 8 });
  await seeding.run();
  const server = await startCarta(cleanup, {
    env: { NODE_ENV: undefined, LOG_LEVEL: undefined },
    quiet: !process.env.HOT_VERBOSE,
    cpus: SERVER_CPU,
    nodeArgs,
    dataDir,
  });
  const pageUrl = server.url + menu.pagePath;
  const page = await get200(pageUrl, GUEST_HEADERS);
  const contentType = String(page.headers['content-type']);
  const sentHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(page.headers)) {
    if (name !== 'date' && name !== 'connection' && name !== 'keep-alive' && value !== undefined) {
      sentHeaders[name] = String(value);
    }
  }
  const bare = await startBareNode(cleanup, sentHeaders, page.body);
  const nginxBinary = args['no-nginx'] ? null : findNginx();
  const nginx = nginxBinary
    ? await startNginx(
        cleanup,
        nginxBinary,
        [{ name: 'menu', body: page.body, type: contentType, encoding: 'br' }],
        { workers: 1, cpus: SERVER_CPU },
      )
    : null;

  console.log(
    `One hot menu: ${menu.pagePath}, ${int(page.body.length)} bytes (br); wrk -t1 -c${connections} ` +
      `-d${duration}s on core ${LOAD_CPU}, servers on core ${SERVER_CPU}; load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  const targets = [
    { name: 'Carta', url: pageUrl, pid: server.pid },
    { name: 'node:http, same bytes', url: `${bare.url}/`, pid: bare.pid },
    ...(nginx ? [{ name: 'nginx, same bytes', url: `${nginx.url}/menu`, pid: nginx.pid }] : []),
  ];
  const results = [];
  for (const target of targets) {
    // A warm-up, then the measured run: a new server's CPU for its first seconds is mostly V8
    // compiling (the embedded database's WebAssembly tiers up on background threads, which the
    // CPU figure counts as they share the pinned core).
    await runWrk(cleanup, wrk, {
      url: target.url,
      connections,
      durationSeconds: warmup,
      threads: 1,
      headers: GUEST_HEADERS,
      cpus: LOAD_CPU,
    });
    const cpuBefore = cpuTimeMs(target.pid);
    const result = await runWrk(cleanup, wrk, {
      url: target.url,
      connections,
      durationSeconds: duration,
      threads: 1,
      headers: GUEST_HEADERS,
      cpus: LOAD_CPU,
    });
    const cpuMs = cpuTimeMs(target.pid) - cpuBefore;
    results.push({ ...target, ...result, cpuMsPerRequest: cpuMs / Math.max(1, result.requests) });
  }
  const reference = results.at(-1)!;
  console.log(
    table(
      [
        ['', 'req/s', 'p50', 'p99', 'CPU/req', 'errors', 'share of the last row'],
        ...results.map((row) => [
          row.name,
          int(row.rps),
          ms(row.p50Ms),
          ms(row.p99Ms),
          // nginx's worker is a child of the pid measured: its CPU is not counted here.
          row.name.startsWith('nginx') ? '' : `${(row.cpuMsPerRequest * 1000).toFixed(0)} µs`,
          int(row.non2xx + row.socketErrors),
          (row.rps / reference.rps).toFixed(2),
        ]),
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  );
  if (nginx) {
    const carta = results[0]!;
    const ok =
      carta.rps / reference.rps >= GOALS.ratio &&
      carta.p99Ms <= GOALS.p99Multiple * reference.p99Ms;
    console.log(
      `Goal (issue 27): ≥ ${GOALS.ratio}× nginx, p99 ≤ ${GOALS.p99Multiple}× nginx's: ${pass(ok)}`,
    );
  }
} finally {
  await cleanup.run();
}
