// docs/performance.md: mixed load on one server process as `npm start` runs it (NODE_ENV unset,
// default log level, embedded database unless --postgres), on 127.0.0.1:
// - guests read the public menu, GET /m/:id and GET /api/public/menus/:id in turn (gzip, as
//   phones ask), while the owner reads and writes: their menu, categories, products, stats, and
//   a product PATCH every fifth request (each write changes the public menu, whose cache follows);
// - first at a fixed offered rate (1,000 public reads/s + 50 owner requests/s), sent open-loop
//   (lib/open-loop.ts: evenly spaced, latency counted from each request's due instant), then at
//   saturation: two wrk processes side by side, closed loop (as fast as the server answers), the
//   guests' (50 connections) and the owner's (5 connections, Authorization header, the same five
//   requests in turn by a Lua script);
// - throughput, p50/p99, errors (answers outside 2xx/3xx, socket errors, timeouts) per stream, the
//   server's CPU per request, and its peak resident memory (sampled from /proc, and VmHWM).
// Goals: zero errors; p99 < 50 ms at the fixed rate; peak RSS < 300 MB.
// The server runs on core 0, the generators (this process and wrk) on core 1 (taskset); CPU/req
// is the server's CPU time over all requests of the run (both streams).
// (autocannon was used before: its fixed rate fires each connection's share of the rate at once,
// in bursts of 50 every 50 ms, and at saturation its one JavaScript thread, not the server, was
// the limit.)
// Exits 0 once measured (1 when the benchmark itself fails); PASS/MISS per goal.
// Run: npm run bench:load -w @carta/bench [-- --duration 10 --saturation 5 --postgres]
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  Cleanup,
  cpuTimeMs,
  get200,
  residentMb,
  seedMenu,
  startCarta,
  peakResidentMb,
} from './lib/carta';
import { CLIENT_CPU, pinSelf, SERVER_CPU } from './lib/cpus';
import { createBenchDatabase } from './lib/postgres';
import { runOpenLoop, percentile, type OpenLoopResult, type OpenLoopStream } from './lib/open-loop';
import { int, ms, numberOption, pass, table } from './lib/report';
import { findWrk, requestCycleScript, runWrk, type WrkRequest, type WrkResult } from './lib/wrk';

const GOALS = { p99Ms: 50, residentMb: 300, publicRate: 1000, ownerRate: 50 };

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    saturation: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    'public-rate': { type: 'string', default: String(GOALS.publicRate) },
    'owner-rate': { type: 'string', default: String(GOALS.ownerRate) },
    postgres: { type: 'boolean', default: false },
    /** Write a V8 CPU profile of the server (node --cpu-prof) into this directory. */
    'cpu-prof-dir': { type: 'string' },
  },
});
const duration = numberOption('duration', args.duration);
const saturation = numberOption('saturation', args.saturation, true);
const warmup = numberOption('warmup', args.warmup, true);
const publicRate = numberOption('public-rate', args['public-rate']);
const ownerRate = numberOption('owner-rate', args['owner-rate']);

const PUBLIC_CONNECTIONS = 50;
const OWNER_CONNECTIONS = 5;
const cleanup = new Cleanup();

interface Stream {
  label: string;
  offered: number | null;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
  /** The server's CPU time per request of this stream's run (both streams' requests counted). */
  cpuMsPerRequest?: number;
}

/** Peak VmRSS seen by polling /proc/<pid>/status every 100 ms. */
function sampleResident(pid: number) {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentMb(pid));
    } catch {
      // the process is gone; the run will fail on its own
    }
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

interface RequestMix {
  connections: number;
  headers: Record<string, string>;
  requests: WrkRequest[];
}

/** The same requests for the open-loop generator. */
function pacedStream(mix: RequestMix): Omit<OpenLoopStream, 'rate'> {
  return { connections: mix.connections, headers: mix.headers, requests: mix.requests };
}

function pacedSummary(label: string, offered: number, result: OpenLoopResult): Stream {
  return {
    label,
    offered,
    rps: result.ok / result.seconds,
    p50: percentile(result.latencies, 0.5),
    p99: percentile(result.latencies, 0.99),
    errors: result.errors,
    total: result.sent,
  };
}

function summary(label: string, result: WrkResult, cpuMsPerRequest: number): Stream {
  return {
    label,
    offered: null,
    rps: result.rps,
    p50: result.p50Ms,
    p99: result.p99Ms,
    errors: result.non2xx + result.socketErrors,
    total: result.requests,
    cpuMsPerRequest,
  };
}

async function main() {
  const wrk = findWrk();
  if (saturation > 0 && !wrk) {
    throw new Error('wrk is not installed (apt-get install wrk, or set $WRK; or --saturation 0)');
  }
  console.log(
    `Mixed load: ${publicRate} public reads/s + ${ownerRate} owner requests/s for ${duration} s, ` +
      `then saturation for ${saturation} s; ${availableParallelism()} cores, load ` +
      loadavg()
        .map((n) => n.toFixed(2))
        .join(' '),
  );
  // As scripts/start.mjs runs the server.
  const env: Record<string, string | undefined> = {
    NODE_ENV: undefined,
    LOG_LEVEL: undefined,
  };
  if (args.postgres) {
    const database = createBenchDatabase(cleanup);
    if ('skipped' in database) throw new Error(database.skipped);
    env.DATABASE_URL = database.url;
  }
  const nodeArgs = args['cpu-prof-dir']
    ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof-dir']}`]
    : [];
  const server = await startCarta(cleanup, { env, quiet: true, nodeArgs, cpus: SERVER_CPU });
  const menu = await seedMenu(server, { categories: 10, productsPerCategory: 10 });
  const auth = { authorization: `Bearer ${menu.token}` };
  const products = JSON.parse(
    (
      await get200(
        `${server.url}/api/products?business_id=${menu.businessId}&items_per_page=1`,
        auth,
      )
    ).body.toString(),
  ) as { items: { id: string }[] };
  const productId = products.items[0]!.id;

  const publicOptions: RequestMix = {
    connections: PUBLIC_CONNECTIONS,
    headers: { 'accept-encoding': 'gzip' },
    requests: [
      { method: 'GET' as const, path: menu.pagePath },
      { method: 'GET' as const, path: `/api/public/menus/${menu.menuId}` },
    ],
  };
  const ownerOptions: RequestMix = {
    connections: OWNER_CONNECTIONS,
    headers: { ...auth, 'content-type': 'application/json' },
    requests: [
      { method: 'GET' as const, path: `/api/menus/${menu.menuId}` },
      { method: 'GET' as const, path: `/api/categories?business_id=${menu.businessId}` },
      {
        method: 'GET' as const,
        path: `/api/products?business_id=${menu.businessId}&items_per_page=20`,
      },
      { method: 'GET' as const, path: '/api/stats' },
      {
        method: 'PATCH' as const,
        path: `/api/products/${productId}`,
        body: JSON.stringify({ price: '12.50' }),
      },
    ],
  };

  const paced = (seconds: number, warmupSeconds: number) =>
    runOpenLoop(
      server.url,
      [
        { ...pacedStream(publicOptions), rate: publicRate },
        { ...pacedStream(ownerOptions), rate: ownerRate },
      ],
      seconds,
      warmupSeconds,
    );
  /** Both mixes at once, each by a wrk process of its own on the generators' core. */
  const saturate = async (seconds: number) => {
    const wrkRun = (mix: RequestMix, threads: number) =>
      runWrk(cleanup, wrk!, {
        url: server.url,
        connections: mix.connections,
        threads,
        durationSeconds: seconds,
        headers: mix.headers,
        script: requestCycleScript(mix.requests),
        cpus: CLIENT_CPU,
      });
    const cpuBefore = cpuTimeMs(server.pid);
    const [guests, owner] = await Promise.all([wrkRun(publicOptions, 2), wrkRun(ownerOptions, 1)]);
    const cpuMs = cpuTimeMs(server.pid) - cpuBefore;
    const cpuMsPerRequest = cpuMs / Math.max(1, guests.requests + owner.requests);
    return { guests, owner, cpuMsPerRequest };
  };

  pinSelf(cleanup, CLIENT_CPU);
  const streams: Stream[] = [];
  // Seeding resized images with sharp, whose memory RSS keeps: the runs' own growth is the difference.
  // The fixed-rate run starts with `warmup` seconds that are sent but not counted.
  const residentBefore = residentMb(server.pid);
  const memory = sampleResident(server.pid);

  process.stdout.write(`  fixed rate, ${warmup} s warm-up + ${duration} s … `);
  const serverCpuBefore = cpuTimeMs(server.pid);
  const generatorCpuBefore = process.cpuUsage();
  const [guests, owner] = await paced(duration, warmup);
  const generatorCpu = process.cpuUsage(generatorCpuBefore);
  const cpuShare = {
    server: (cpuTimeMs(server.pid) - serverCpuBefore) / ((duration + warmup) * 1000),
    generator: (generatorCpu.user + generatorCpu.system) / 1000 / ((duration + warmup) * 1000),
  };
  // Warm-up requests included: the CPU was measured over the warm-up too.
  const fixedCpuMsPerRequest =
    (cpuShare.server * (duration + warmup) * 1000) /
    Math.max(1, (publicRate + ownerRate) * (duration + warmup));
  const generatorLagMs = percentile(
    [...guests!.sendLags, ...owner!.sendLags].sort((a, b) => a - b),
    0.99,
  );
  streams.push({
    ...pacedSummary('fixed: public reads', publicRate, guests!),
    cpuMsPerRequest: fixedCpuMsPerRequest,
  });
  streams.push({
    ...pacedSummary('fixed: owner reads+writes', ownerRate, owner!),
    cpuMsPerRequest: fixedCpuMsPerRequest,
  });
  console.log('done');

  if (saturation > 0) {
    process.stdout.write(`  saturation, ${saturation} s … `);
    const full = await saturate(saturation);
    streams.push(summary('saturation: public reads', full.guests, full.cpuMsPerRequest));
    streams.push(summary('saturation: owner reads+writes', full.owner, full.cpuMsPerRequest));
    console.log('done');
  }
  const sampledPeak = memory.stop();
  const kernelPeak = peakResidentMb(server.pid);

  const fixedStreams = streams.slice(0, 2);
  const errors = streams.reduce((sum, stream) => sum + stream.errors, 0);
  const fixedP99 = Math.max(...fixedStreams.map((stream) => stream.p99));
  console.log('');
  console.log(
    table(
      [
        ['stream', 'offered/s', 'achieved/s', 'requests', 'p50', 'p99', 'errors', 'CPU/req'],
        ...streams.map((s) => [
          s.label,
          s.offered === null ? 'max' : int(s.offered),
          int(s.rps),
          int(s.total),
          ms(s.p50),
          ms(s.p99),
          String(s.errors),
          s.cpuMsPerRequest === undefined ? '–' : ms(s.cpuMsPerRequest),
        ]),
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  );
  console.log('');
  console.log(
    table(
      [
        ['goal', 'measured', 'target', ''],
        ['errors (all runs)', String(errors), '0', pass(errors === 0)],
        [
          'p99 at the fixed rate',
          ms(fixedP99),
          `< ${GOALS.p99Ms} ms`,
          pass(fixedP99 < GOALS.p99Ms),
        ],
        [
          'peak RSS (sampled / VmHWM)',
          `${sampledPeak.toFixed(0)} / ${kernelPeak.toFixed(0)} MB`,
          `< ${GOALS.residentMb} MB`,
          pass(Math.max(sampledPeak, kernelPeak) < GOALS.residentMb),
        ],
      ],
      ['l', 'r', 'r', 'l'],
    ),
  );
  console.log(
    `\n${args.postgres ? 'PostgreSQL' : 'PGlite'}; RSS ${residentBefore.toFixed(0)} MB after ` +
      `seeding and warm-up; load at the end ${loadavg()[0]!.toFixed(2)}; at the fixed rate the ` +
      `server used ${(cpuShare.server * 100).toFixed(0)} % of a core and this generator ` +
      `${(cpuShare.generator * 100).toFixed(0)} % (its send lag p99 ${ms(generatorLagMs)}, ` +
      `event-loop delay p99 ${ms(guests!.loopDelayP99Ms)}: a fixed-rate p99 near these is the ` +
      "generator's, not the server's)",
  );
}

main()
  .then(() => cleanup.run())
  .then(() => process.exit(0))
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanup.run();
    process.exit(1);
  });
