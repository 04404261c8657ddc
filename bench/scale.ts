// docs/performance.md, "Many menus (issue 27)": guests spread over thousands of menus.
// For each size (--menus N or database:N, --curve for all of issue 27's): N businesses, each with one enabled 40-product menu in 5 categories
// (descriptions, a Spanish translation, allergens, labels, sizes), created through the API with
// POST /api/businesses/import by several owners with several requests in flight, on a fresh
// PostgreSQL database (--postgres) or the embedded database (the default). Then a NEW server
// process on that data (so the measurement carries nothing over from the seeding), as `npm start`
// runs it, pinned to one core with nginx, while the load generator runs on the other:
// - every menu's page fetched once with a phone's headers (the first ones one at a time: the
//   cost of a cold render alone), its bytes written where nginx serves them at the same path;
// - wrk, 50 connections, a Lua script picking one of the N paths at random for every request,
//   against Carta and then nginx; the same for ONE menu (the hot case);
// - an open-loop run at a fixed rate (500 guest requests/s, random menus) against both
//   (bench/lib/open-loop.ts, or wrk pacing its requests with --open-loop wrk; docs/performance.md);
// - req/s, p50/p99, errors (non-2xx, socket errors and timeouts), Carta/nginx, the server's CPU
//   per request (/proc/<pid>/stat) and its peak resident memory (VmHWM), with the load average;
// - at the end, every run, then the curve (one row per size) and the goals (issue 27) as
//   PASS/MISS; exits 0 once measured, 1 when the benchmark fails.
// Everything listens on 127.0.0.1 and is removed at the end or on Ctrl-C (servers, nginx, wrk,
// temporary directories, the run's database). `--reuse` keeps the seeded data outside the
// repository (~/.cache/carta-bench-scale, or $BENCH_SCALE_CACHE) and a PostgreSQL template
// database per size, so the next run only copies it.
// Run: npm run build && npm run bench:scale -w @carta/bench -- [--postgres] [--menus 100,1000]
//        [--curve] [--duration 15] [--connections 50] [--rate 500] [--paths page|json|both]
//        [--reuse] [--cpu-prof DIR]
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { CatalogueDocumentValues } from '../packages/shared/src/schemas/transfer';
import {
  ADJECTIVES,
  api,
  CATEGORY_NAMES,
  Cleanup,
  cpuTimeMs,
  createOwnerAccount,
  productDetails,
  rawGet,
  residentMb,
  ROOT,
  signIn,
  startCarta,
  tempDir,
  type CartaServer,
  type RawResponse,
  peakResidentMb,
} from './lib/carta';
import { pinSelf } from './lib/cpus';
import { findNginx, startNginx, type PrefixLocation, type StaticFile } from './lib/nginx';
import { runOpenLoop, percentile } from './lib/open-loop';
import { copyDatabase, createBenchDatabase, databaseExists, dropDatabase } from './lib/postgres';
import { int, ms, numberOption, pass, table } from './lib/report';
import {
  findWrk,
  openLoopDurationSeconds,
  openLoopScript,
  randomPathsScript,
  runWrk,
  type WrkResult,
} from './lib/wrk';

const GOALS = {
  /** Carta/nginx req/s, random menus: 10,000 on PostgreSQL, 2,000 on the embedded database. */
  longTailRatio: { postgres: 0.5, embedded: 0.25 },
  hotRatio: 0.75,
  /** Carta's p99 at most this multiple of nginx's, one menu. */
  hotP99Multiple: 2,
  openLoopP99Ms: 50,
  residentMb: 300,
};
/** The shape: one menu of 5 categories × 8 products per business. */
const CATEGORIES = 5;
const PRODUCTS_PER_CATEGORY = 8;
/** Bumped when the seeded document changes: caches of another shape are not reused. */
const SEED_SHAPE = 1;
const MAX_MENUS = 20_000;

const PHONE_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  // The public pages prefer brotli when asked (modules/public-menus/http-cache.ts), as phones ask.
  'accept-encoding': 'br',
};

const { values: args } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    /**
     * Sizes, comma-separated, each "N" (on the database --postgres chooses) or "postgres:N" /
     * "embedded:N"; default 100,1000,10000 with --postgres, else 2000.
     */
    menus: { type: 'string' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    threads: { type: 'string', default: '2' },
    /** Fixed rate of the open-loop run (requests/s); 0 skips it. */
    rate: { type: 'string', default: '500' },
    'open-loop-duration': { type: 'string' },
    /**
     * The open loop's generator: this process (js, lib/open-loop.ts, default) or wrk with a pacing
     * script (wrk, lib/wrk.ts openLoopScript); `npm run bench:open-loop-check` compares both.
     */
    'open-loop': { type: 'string', default: 'js' },
    /** What guests load: the page (/m/<id>, default), the JSON (/api/public/menus/<id>), both. */
    paths: { type: 'string', default: 'page' },
    'no-hot': { type: 'boolean', default: false },
    /** wrk's --timeout in seconds. */
    'wrk-timeout': { type: 'string', default: '10' },
    /**
     * Fetch only this many menus (all by default): nginx then serves, for every other menu's path,
     * the bytes of a fetched one (same size and headers, a file of its own). For large N when
     * time is short: fetching 10,000 cold pages from one busy core takes half an hour.
     */
    fetch: { type: 'string' },
    /** Menus fetched one at a time at first (cold render alone); the rest 4 at a time. */
    'cold-sample': { type: 'string', default: '100' },
    'seed-concurrency': { type: 'string', default: '4' },
    owners: { type: 'string', default: '8' },
    reuse: { type: 'boolean', default: false },
    /** With --reuse: seed (or find) each size's data and keep it, measure nothing. */
    'seed-only': { type: 'boolean', default: false },
    'drop-cache': { type: 'boolean', default: false },
    'server-cpu': { type: 'string', default: '0' },
    'client-cpu': { type: 'string', default: '1' },
    'max-minutes': { type: 'string', default: '150' },
    /**
     * Write a V8 CPU profile of each measured server (node --cpu-prof) into this directory, named
     * scale-<database>-<menus>.cpuprofile (summarise one with `npm run profile:top`).
     */
    'cpu-prof': { type: 'string' },
    /** The same as --cpu-prof (its first name). */
    'cpu-prof-dir': { type: 'string' },
    /** Every size of issue 27's curve: 100, 1,000, 10,000 menus on PostgreSQL, 2,000 embedded. */
    curve: { type: 'boolean', default: false },
    /** Write every figure as JSON to this file. */
    out: { type: 'string' },
  },
});

type Database = 'postgres' | 'embedded';
/** One point of the curve: this many menus on this database. */
interface Size {
  database: Database;
  menus: number;
}
const CURVE = 'postgres:100,postgres:1000,postgres:10000,embedded:2000';
const DATABASE_NAMES: Record<string, Database> = {
  postgres: 'postgres',
  pg: 'postgres',
  embedded: 'embedded',
  pglite: 'embedded',
};
const defaultDatabase: Database = args.postgres ? 'postgres' : 'embedded';

/** "1000" (on the default database) or "postgres:1000" / "embedded:2000". */
function parseSize(text: string): Size {
  const [prefix, count] = text.includes(':') ? text.split(':') : [defaultDatabase, text];
  const database = DATABASE_NAMES[prefix!.trim().toLowerCase()];
  if (!database) {
    console.error(`--menus: ${prefix} is not postgres or embedded`);
    process.exit(2);
  }
  return { database, menus: Math.round(numberOption('menus', count!.replace(/[_\s]/g, ''))) };
}

const sizes = (args.curve ? CURVE : (args.menus ?? (args.postgres ? '100,1000,10000' : '2000')))
  .split(',')
  .map(parseSize);
if (sizes.some((size) => size.menus > MAX_MENUS)) {
  console.error(`--menus: at most ${int(MAX_MENUS)} per size`);
  process.exit(2);
}
const duration = Math.min(600, numberOption('duration', args.duration));
const warmup = Math.min(60, numberOption('warmup', args.warmup, true));
const connections = Math.min(1000, Math.round(numberOption('connections', args.connections)));
const threads = Math.min(16, Math.round(numberOption('threads', args.threads)));
const rate = Math.min(5000, numberOption('rate', args.rate, true));
const openLoopDuration = Math.min(
  600,
  numberOption('open-loop-duration', args['open-loop-duration'] ?? args.duration),
);
const wrkTimeout = numberOption('wrk-timeout', args['wrk-timeout']);
const openLoopGenerator = args['open-loop'];
if (openLoopGenerator !== 'js' && openLoopGenerator !== 'wrk') {
  console.error('--open-loop must be js or wrk');
  process.exit(2);
}
const fetchLimit = args.fetch ? Math.round(numberOption('fetch', args.fetch)) : Infinity;
const coldSample = Math.round(numberOption('cold-sample', args['cold-sample'], true));
const seedConcurrency = Math.min(
  32,
  Math.round(numberOption('seed-concurrency', args['seed-concurrency'])),
);
const ownerCount = Math.min(40, Math.round(numberOption('owners', args.owners)));
const maxMinutes = numberOption('max-minutes', args['max-minutes']);
const hot = !args['no-hot'];
const kinds = { page: ['page'], json: ['json'], both: ['page', 'json'] }[args.paths ?? ''] as
  ('page' | 'json')[] | undefined;
if (!kinds) {
  console.error('--paths must be page, json or both');
  process.exit(2);
}
const cpuProfileDir = args['cpu-prof'] ?? args['cpu-prof-dir'];
const SERVER_CPU = args['server-cpu']!;
const CLIENT_CPU = args['client-cpu']!;

const CACHE_DIR = resolve(
  process.env.BENCH_SCALE_CACHE ?? join(homedir(), '.cache', 'carta-bench-scale'),
);
if (!relative(ROOT, CACHE_DIR).startsWith('..')) {
  console.error(`the seed cache ${CACHE_DIR} must be outside the repository`);
  process.exit(2);
}

const cleanup = new Cleanup();
// Output piped into a reader that quits (`| head`): clean up rather than die on EPIPE.
process.stdout.on('error', () => void cleanup.run().finally(() => process.exit(1)));
const wrk = findWrk();
const nginxBinary = findNginx();

// ---------------------------------------------------------------------------------------------
// Small helpers

const loadNow = () => loadavg()[0]!;
const seconds = (since: number) => (performance.now() - since) / 1000;

/** Every load goes to this machine only. */
function loopback(url: string): string {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`not a 127.0.0.1 target: ${url}`);
  return url;
}

const databaseName = (database: Database) =>
  database === 'postgres' ? 'PostgreSQL' : 'embedded database (PGlite)';
const sizeName = (size: Size) => `${int(size.menus)} menus, ${databaseName(size.database)}`;

function gitCommit(): string {
  const run = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : 'unknown';
}

async function inParallel<T>(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

/** Prints "label: done/total" at most every 10 s. */
function progress(label: string, total: number) {
  const started = performance.now();
  let last = started;
  return (done: number) => {
    const now = performance.now();
    if (now - last < 10_000 && done < total) return;
    last = now;
    const rateNow = done / Math.max(0.001, seconds(started));
    const eta = done < total ? `, ~${Math.ceil((total - done) / rateNow / 60)} min left` : '';
    console.log(
      `  ${label}: ${int(done)}/${int(total)} in ${seconds(started).toFixed(0)} s ` +
        `(${rateNow.toFixed(1)}/s${eta}; load ${loadNow().toFixed(2)})`,
    );
  };
}

// ---------------------------------------------------------------------------------------------
// Seeding

/** Business number `i` as an export document: 5 categories × 8 products, one menu. */
function catalogue(i: number): CatalogueDocumentValues {
  const products: CatalogueDocumentValues['products'] = [];
  const categories: CatalogueDocumentValues['categories'] = [];
  for (let c = 0; c < CATEGORIES; c += 1) {
    const category = CATEGORY_NAMES[(i + c) % CATEGORY_NAMES.length]!;
    const refs: string[] = [];
    for (let p = 0; p < PRODUCTS_PER_CATEGORY; p += 1) {
      const n = c * PRODUCTS_PER_CATEGORY + p;
      const adjective = ADJECTIVES[(i + p) % ADJECTIVES.length]!;
      const ref = `p${n + 1}`;
      refs.push(ref);
      products.push({
        ref,
        name: `${adjective} ${category.toLowerCase()} ${p + 1}`.slice(0, 50),
        price: (4.5 + ((n * 7 + i) % 31) + (n % 2) * 0.45).toFixed(2),
        description:
          `${adjective} ${category.toLowerCase()} made fresh every morning at place ${i + 1} ` +
          'with seasonal produce from local growers, olive oil, herbs and a pinch of sea salt.',
        translations: {
          es: {
            name: `Plato ${n + 1} de la casa ${i + 1}`,
            description: 'Hecho cada mañana con producto de temporada y aceite de oliva.',
          },
        },
        ...(productDetails(n + i) as Partial<CatalogueDocumentValues['products'][number]>),
      });
    }
    categories.push({
      ref: `c${c + 1}`,
      name: category,
      products: refs,
      translations: { es: { name: `Sección ${c + 1}` } },
    });
  }
  return {
    format: 'carta-catalogue',
    version: 1,
    business: {
      name: `Scale bench ${i + 1}`,
      primary_language: 'en',
      other_languages: ['es'],
      time_zone: 'UTC',
      phone: '+34 600 123 456',
    },
    products,
    categories,
    menus: [
      {
        name: 'Menu',
        enabled: true,
        categories: categories.map((category) => category.ref),
        translations: { es: { name: 'Carta' } },
      },
    ],
  };
}

interface Owner {
  email: string;
  password: string;
  token: string;
  signedInAt: number;
}

/** The owner's access token, renewed after 10 minutes (they live 15). */
async function tokenOf(server: CartaServer, owner: Owner): Promise<string> {
  if (performance.now() - owner.signedInAt > 10 * 60_000) {
    owner.token = await signIn(server, owner.email, owner.password);
    owner.signedInAt = performance.now();
  }
  return owner.token;
}

/** Seeds `count` businesses on `server`; the ids of their menus. */
async function seed(server: CartaServer, count: number): Promise<string[]> {
  const started = performance.now();
  const owners: Owner[] = [];
  for (let o = 0; o < Math.min(ownerCount, count); o += 1) {
    owners.push({ ...(await createOwnerAccount(server)), signedInAt: performance.now() });
  }
  console.log(
    `  seeding ${int(count)} businesses (${CATEGORIES} × ${PRODUCTS_PER_CATEGORY} products) as ` +
      `${owners.length} owners, ${seedConcurrency} imports in flight`,
  );
  const report = progress('imported', count);
  let done = 0;
  await inParallel(count, seedConcurrency, async (i) => {
    const owner = owners[i % owners.length]!;
    await api(server, 'POST', '/api/businesses/import', catalogue(i), await tokenOf(server, owner));
    done += 1;
    report(done);
  });
  const menuIds: string[] = [];
  for (const owner of owners) {
    for (let page = 1; ; page += 1) {
      const list = await api<{ items: { id: string; enabled: boolean }[] }>(
        server,
        'GET',
        `/api/menus?items_per_page=1000&page=${page}`,
        undefined,
        await tokenOf(server, owner),
      );
      menuIds.push(...list.items.filter((menu) => menu.enabled).map((menu) => menu.id));
      if (list.items.length < 1000) break;
    }
  }
  if (menuIds.length !== count) {
    throw new Error(`seeded ${count} businesses but found ${menuIds.length} enabled menus`);
  }
  console.log(
    `  seeded ${int(count)} menus in ${seconds(started).toFixed(0)} s ` +
      `(${(count / seconds(started)).toFixed(1)} businesses/s); seeding server VmHWM ` +
      `${peakResidentMb(server.pid).toFixed(0)} MB`,
  );
  return menuIds;
}

interface Manifest {
  shape: number;
  database: Database;
  menus: string[];
  commit: string;
  seededAt: string;
  seedSeconds: number;
}

const cacheName = (size: Size) => `${size.database}-${size.menus}`;
const seedDatabaseName = (menus: number) => `carta_bench_scale_seed_${menus}`;
const manifestFile = (size: Size) => join(CACHE_DIR, `${cacheName(size)}.json`);

function readManifest(size: Size): Manifest | null {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile(size), 'utf8')) as Manifest;
    return manifest.shape === SEED_SHAPE &&
      manifest.database === size.database &&
      manifest.menus.length === size.menus
      ? manifest
      : null;
  } catch {
    return null;
  }
}

function dropCaches() {
  for (const size of sizes) {
    rmSync(manifestFile(size), { force: true });
    rmSync(join(CACHE_DIR, cacheName(size)), { recursive: true, force: true });
    if (size.database === 'postgres') dropDatabase(seedDatabaseName(size.menus));
  }
}

/** Where the measured server finds its data: a database URL or a DATA_DIR, seeded. */
interface SeededData {
  env: Record<string, string>;
  dataDir?: string;
  menus: string[];
  seedSeconds: number;
  reused: boolean;
}

/**
 * A fresh database (or DATA_DIR) holding `size` seeded businesses: a copy of the cached seed with
 * --reuse when there is one, else seeded now through the API by a server of its own (stopped
 * before the measurement), and kept as the cache with --reuse.
 */
async function seededData(phase: Cleanup, size: Size): Promise<SeededData> {
  const cached = args.reuse ? readManifest(size) : null;
  const started = performance.now();
  if (size.database === 'postgres') {
    const template = seedDatabaseName(size.menus);
    const useCache = cached !== null && databaseExists(template);
    const created = createBenchDatabase(phase, undefined, useCache ? { template } : {});
    if ('skipped' in created) throw new Error(created.skipped);
    const env = { DATABASE_URL: created.url };
    if (useCache) {
      console.log(
        `  reusing ${template} (seeded ${cached.seededAt} at ${cached.commit}): copied in ` +
          `${seconds(started).toFixed(0)} s`,
      );
      return { env, menus: cached.menus, seedSeconds: cached.seedSeconds, reused: true };
    }
    const menus = await seedWith(phase, { env: { ...env, LOG_LEVEL: 'warn' } }, size.menus);
    const seedSeconds = seconds(started);
    if (args.reuse) {
      dropDatabase(template);
      copyDatabase(created.name, template);
      writeManifest(size, menus, seedSeconds);
      console.log(`  kept as ${template} for --reuse`);
    }
    return { env, menus, seedSeconds, reused: false };
  }

  const dataDir = tempDir(phase, 'carta-bench-scale-data-');
  const cachedDir = join(CACHE_DIR, cacheName(size));
  if (cached && existsSync(cachedDir)) {
    cpSync(cachedDir, dataDir, { recursive: true });
    console.log(
      `  reusing ${cachedDir} (seeded ${cached.seededAt} at ${cached.commit}): copied in ` +
        `${seconds(started).toFixed(0)} s`,
    );
    return { env: {}, dataDir, menus: cached.menus, seedSeconds: cached.seedSeconds, reused: true };
  }
  const menus = await seedWith(phase, { env: { LOG_LEVEL: 'warn' }, dataDir }, size.menus);
  const seedSeconds = seconds(started);
  if (args.reuse) {
    rmSync(cachedDir, { recursive: true, force: true });
    mkdirSync(CACHE_DIR, { recursive: true });
    cpSync(dataDir, cachedDir, { recursive: true });
    writeManifest(size, menus, seedSeconds);
    console.log(`  kept in ${cachedDir} for --reuse`);
  }
  return { env: {}, dataDir, menus, seedSeconds, reused: false };
}

function writeManifest(size: Size, menus: string[], seedSeconds: number) {
  mkdirSync(CACHE_DIR, { recursive: true });
  const manifest: Manifest = {
    shape: SEED_SHAPE,
    database: size.database,
    menus,
    commit: gitCommit(),
    seededAt: new Date().toISOString(),
    seedSeconds,
  };
  writeFileSync(manifestFile(size), JSON.stringify(manifest));
}

/** Seeds through a server of its own on both cores, stopped (cleanly) before returning. */
async function seedWith(
  phase: Cleanup,
  options: { env: Record<string, string>; dataDir?: string },
  count: number,
): Promise<string[]> {
  const seeding = new Cleanup({ handleSignals: false });
  phase.add(() => seeding.run());
  try {
    const server = await startCarta(seeding, { ...options, quiet: true });
    return await seed(server, count);
  } finally {
    await seeding.run();
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface Fetched {
  kind: 'page' | 'json';
  /** The path guests ask for (the canonical one: a redirect is followed once). */
  path: string;
  response: RawResponse;
  elapsedMs: number;
}

const pathOf = (kind: 'page' | 'json', menuId: string) =>
  kind === 'page' ? `/m/${menuId}` : `/api/public/menus/${menuId}`;

/** Each menu's body once, as guests get it; the first `coldSample` one at a time. */
async function fetchAll(server: CartaServer, menus: string[], kind: 'page' | 'json') {
  const report = progress(`fetched ${kind}s`, menus.length);
  const coldMs: number[] = [];
  let done = 0;
  const fetchOne = async (menuId: string): Promise<Fetched> => {
    let path = pathOf(kind, menuId);
    const started = performance.now();
    let response = await rawGet(loopback(`${server.url}${path}`), PHONE_HEADERS);
    if (response.status >= 300 && response.status < 400 && response.headers.location) {
      path = new URL(String(response.headers.location), server.url).pathname;
      response = await rawGet(`${server.url}${path}`, PHONE_HEADERS);
    }
    const elapsed = performance.now() - started;
    if (response.status !== 200) {
      throw new Error(`GET ${path}: ${response.status} ${response.body.toString('utf8', 0, 200)}`);
    }
    done += 1;
    report(done);
    return { kind, path, response, elapsedMs: elapsed };
  };
  const sample = Math.min(coldSample, menus.length);
  const fetched: Fetched[] = [];
  for (let i = 0; i < sample; i += 1) {
    const item = await fetchOne(menus[i]!);
    fetched.push(item);
    coldMs.push(item.elapsedMs);
  }
  fetched.push(
    ...(await inParallel(menus.length - sample, 4, (i) => fetchOne(menus[sample + i]!))),
  );
  coldMs.sort((a, b) => a - b);
  return { fetched, coldMs };
}

interface Run {
  database: Database;
  size: number;
  kind: 'page' | 'json';
  load: 'random' | 'hot' | 'open-loop';
  target: 'Carta' | 'nginx';
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  socketErrors: number;
  /** Server CPU (user + system, thread pool included) per answered request, ms; Carta only. */
  cpuMsPerRequest?: number;
  /** Open loop: the rate offered, and the share of a core the generator itself used. */
  offered?: number;
  generatorCpu?: number;
  /** Open loop: the generator's own lateness and event-loop delay, p99 (lib/open-loop.ts). */
  sendLagP99Ms?: number;
  loopDelayP99Ms?: number;
  /** One-minute load average just before the run. */
  load1: number;
}

const runs: Run[] = [];

function fromWrk(result: WrkResult) {
  return {
    rps: result.rps,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    maxMs: result.maxMs,
    requests: result.requests,
    non2xx: result.non2xx,
    socketErrors: result.socketErrors,
  };
}

/**
 * A closed-loop (wrk) run with fewer answers than connections: most connections' requests were
 * still waiting when wrk stopped, and wrk counts a waiting request as a timeout only once it has
 * waited --wrk-timeout, so such a run shows (almost) no error and a latency of the few answered.
 */
const unanswered = (run: Run) => run.load !== 'open-loop' && run.requests < connections;
/** Latency of a run, '–' when (almost) nothing was answered. */
const latencyCell = (run: Run, value: number) => (unanswered(run) ? '–' : ms(value));
/** The server's CPU per request; over the whole run when nothing was answered. */
const cpuCell = (run?: Run) =>
  run?.cpuMsPerRequest === undefined
    ? '–'
    : unanswered(run)
      ? `${ms(run.cpuMsPerRequest * Math.max(1, run.requests))} in all`
      : ms(run.cpuMsPerRequest);

function printRun(run: Run) {
  const errors = run.non2xx + run.socketErrors;
  if (unanswered(run)) {
    console.log(
      `  ${run.target.padEnd(5)} ${run.load.padEnd(9)} ${run.kind}: STUCK, ${run.requests} ` +
        `answers in ${duration} s from ${connections} connections (the rest still waiting, not ` +
        `yet timeouts to wrk)` +
        (run.cpuMsPerRequest === undefined
          ? ''
          : `, CPU ${ms(run.cpuMsPerRequest * Math.max(1, run.requests))} in all`) +
        ` (load ${run.load1.toFixed(2)})`,
    );
    return;
  }
  console.log(
    `  ${run.target.padEnd(5)} ${run.load.padEnd(9)} ${run.kind}: ${int(run.rps)} req/s, ` +
      `p50 ${ms(run.p50Ms)}, p99 ${ms(run.p99Ms)}` +
      (errors
        ? `, ${run.non2xx} non-2xx + ${run.socketErrors} socket errors/timeouts`
        : ', 0 errors') +
      (run.cpuMsPerRequest === undefined ? '' : `, CPU ${ms(run.cpuMsPerRequest)}/req`) +
      (run.sendLagP99Ms === undefined ? '' : `, generator's send lag p99 ${ms(run.sendLagP99Ms)}`) +
      (run.generatorCpu === undefined
        ? ''
        : `, its event-loop delay p99 ${ms(run.loopDelayP99Ms!)}, ` +
          `${(run.generatorCpu * 100).toFixed(0)} % of a core`) +
      ` (load ${run.load1.toFixed(2)})`,
  );
}

async function wrkRun(
  base: Omit<Run, keyof ReturnType<typeof fromWrk> | 'load1' | 'cpuMsPerRequest'>,
  url: string,
  pid: number | null,
  script?: string,
) {
  const options = {
    url: loopback(url),
    connections,
    threads,
    headers: PHONE_HEADERS,
    script,
    cpus: CLIENT_CPU,
    timeoutSeconds: wrkTimeout,
  };
  if (warmup > 0) await runWrk(cleanup, wrk!, { ...options, durationSeconds: warmup });
  const load1 = loadNow();
  const cpuBefore = pid ? cpuTimeMs(pid) : 0;
  const result = await runWrk(cleanup, wrk!, { ...options, durationSeconds: duration });
  const run: Run = {
    ...base,
    ...fromWrk(result),
    load1,
    ...(pid
      ? { cpuMsPerRequest: (cpuTimeMs(pid) - cpuBefore) / Math.max(1, result.requests) }
      : {}),
  };
  runs.push(run);
  printRun(run);
  return run;
}

/** The open loop by wrk (lib/wrk.ts openLoopScript): one connection per wrk thread. */
async function wrkOpenLoopRun(
  base: Omit<Run, keyof ReturnType<typeof fromWrk> | 'load1' | 'cpuMsPerRequest'>,
  url: string,
  pathsOrFile: string[] | string,
  pid: number | null,
) {
  const paced = {
    rate,
    threads: connections,
    warmupSeconds: warmup,
    seconds: openLoopDuration,
    pathFile: pathsOrFile as string,
  };
  const load1 = loadNow();
  const cpuBefore = pid ? cpuTimeMs(pid) : 0;
  const result = await runWrk(cleanup, wrk!, {
    url: loopback(url),
    connections,
    threads: connections,
    durationSeconds: openLoopDurationSeconds(paced),
    headers: PHONE_HEADERS,
    script: openLoopScript(paced),
    cpus: CLIENT_CPU,
    timeoutSeconds: wrkTimeout,
  });
  const open = result.openLoop!;
  const run: Run = {
    ...base,
    rps: open.ok / openLoopDuration,
    p50Ms: open.p50Ms,
    p99Ms: open.p99Ms,
    maxMs: open.maxMs,
    requests: open.due,
    non2xx: open.failed,
    socketErrors: open.unanswered + result.socketErrors,
    offered: rate,
    sendLagP99Ms: open.sendLagP99Ms,
    load1,
    // Every request sent, the warm-up's too: the CPU was measured over both.
    ...(pid
      ? { cpuMsPerRequest: (cpuTimeMs(pid) - cpuBefore) / Math.max(1, result.requests) }
      : {}),
  };
  runs.push(run);
  printRun(run);
  return run;
}

/** The open loop by this process (lib/open-loop.ts). */
async function openLoopRun(
  base: Omit<Run, keyof ReturnType<typeof fromWrk> | 'load1' | 'cpuMsPerRequest'>,
  url: string,
  pathsOrFile: string[] | string,
  pid: number | null,
) {
  const paths = pathsOrFile as string[];
  const total = Math.ceil(rate * (openLoopDuration + warmup));
  const requests = Array.from({ length: total }, () => ({
    method: 'GET' as const,
    path: paths[randomInt(paths.length)]!,
  }));
  const load1 = loadNow();
  const cpuBefore = pid ? cpuTimeMs(pid) : 0;
  const generatorBefore = process.cpuUsage();
  const started = performance.now();
  const [result] = await runOpenLoop(
    loopback(url),
    [{ rate, requests, headers: PHONE_HEADERS, connections }],
    openLoopDuration,
    warmup,
  );
  const generator = process.cpuUsage(generatorBefore);
  const wall = performance.now() - started;
  const run: Run = {
    ...base,
    rps: result!.ok / result!.seconds,
    p50Ms: percentile(result!.latencies, 0.5),
    p99Ms: percentile(result!.latencies, 0.99),
    maxMs: result!.latencies.at(-1) ?? NaN,
    requests: result!.sent,
    non2xx: 0,
    socketErrors: result!.errors,
    offered: rate,
    generatorCpu: (generator.user + generator.system) / 1000 / wall,
    sendLagP99Ms: percentile(result!.sendLags, 0.99),
    loopDelayP99Ms: result!.loopDelayP99Ms,
    load1,
    ...(pid
      ? {
          // Every request sent, the warm-up's too: the CPU was measured over both.
          cpuMsPerRequest: (cpuTimeMs(pid) - cpuBefore) / Math.max(1, requests.length),
        }
      : {}),
  };
  runs.push(run);
  printRun(run);
  return run;
}

interface SizeResult {
  database: Database;
  size: number;
  seedSeconds: number;
  reused: boolean;
  coldMs: { p50: number; p90: number; max: number; count: number };
  bodyBytes: Record<string, number>;
  residentAfterFetchMb: number;
  peakResidentMb: number;
  residentEndMb: number;
}

const sizeResults: SizeResult[] = [];

async function measureSize(size: Size) {
  console.log(
    `\n== ${sizeName(size)} ` +
      `(load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')})`,
  );
  const phase = new Cleanup({ handleSignals: false });
  cleanup.add(() => phase.run());
  try {
    const data = await seededData(phase, size);
    if (args['seed-only']) return;
    // Written when the server exits (it does on SIGTERM, as the clean-up stops it).
    const nodeArgs = cpuProfileDir
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${resolve(cpuProfileDir)}`,
          `--cpu-prof-name=scale-${cacheName(size)}.cpuprofile`,
        ]
      : [];
    // As scripts/start.mjs runs it: NODE_ENV unset, the default log level.
    const server = await startCarta(phase, {
      env: { NODE_ENV: undefined, LOG_LEVEL: undefined, ...data.env },
      quiet: true,
      nodeArgs,
      cpus: SERVER_CPU,
      ...(data.dataDir ? { dataDir: data.dataDir } : {}),
    });
    // The generator's side: this process (open loop) and wrk on the other core.
    pinSelf(phase, CLIENT_CPU);
    console.log(
      `  server ${server.url} (pid ${server.pid}) and nginx on CPU ${SERVER_CPU}, wrk and this ` +
        `process on CPU ${CLIENT_CPU}; RSS after start ${residentMb(server.pid).toFixed(0)} MB`,
    );

    const fetchedStarted = performance.now();
    const all: Fetched[] = [];
    let coldMs: number[] = [];
    const toFetch = data.menus.slice(0, Math.min(fetchLimit, data.menus.length));
    for (const kind of kinds!) {
      const { fetched, coldMs: cold } = await fetchAll(server, toFetch, kind);
      all.push(...fetched);
      if (kind === kinds![0]) coldMs = cold;
    }
    // --fetch: the other menus' paths get a fetched menu's bytes (the same headers, checked below).
    const unfetched: Fetched[] = [];
    if (toFetch.length < data.menus.length) {
      for (const kind of kinds!) {
        const fetched = all.filter((item) => item.kind === kind);
        if (fetched.some((item, i) => item.path !== pathOf(kind, toFetch[i]!))) {
          throw new Error('--fetch needs menus served at /m/<id> (these redirect elsewhere)');
        }
        data.menus.slice(toFetch.length).forEach((menuId, i) => {
          const copy = fetched[i % fetched.length]!;
          unfetched.push({ ...copy, path: pathOf(kind, menuId) });
        });
      }
      console.log(
        `  --fetch ${int(toFetch.length)}: nginx serves the other ${int(unfetched.length)} paths ` +
          'with the bytes of fetched menus',
      );
    }
    const residentAfterFetchMb = peakResidentMb(server.pid);
    const bodyBytes: Record<string, number> = {};
    for (const kind of kinds!) {
      const bodies = all.filter((item) => item.kind === kind);
      bodyBytes[kind] =
        bodies.reduce((sum, item) => sum + item.response.body.length, 0) / bodies.length;
    }
    const fast = all.filter((item) => String(item.response.headers.etag ?? '').endsWith('-fast"'));
    console.log(
      `  fetched ${int(all.length)} bodies in ${seconds(fetchedStarted).toFixed(0)} s; cold render ` +
        `alone (first ${coldMs.length}, one at a time): p50 ${ms(percentile(coldMs, 0.5))}, ` +
        `p90 ${ms(percentile(coldMs, 0.9))}, max ${ms(coldMs.at(-1) ?? NaN)}; mean body ` +
        Object.entries(bodyBytes)
          .map(([kind, bytes]) => `${kind} ${int(bytes)} B`)
          .join(', ') +
        ` (${int(fast.length)} at the fast compression level); server VmHWM ` +
        `${residentAfterFetchMb.toFixed(0)} MB`,
    );

    // The same bytes from nginx, at the same paths, with the same headers.
    const prefixes: PrefixLocation[] = [];
    for (const kind of kinds!) {
      const first = all.find((item) => item.kind === kind)!;
      const type = String(first.response.headers['content-type']);
      const encoding = first.response.headers['content-encoding'] as string | undefined;
      const odd = all.find(
        (item) =>
          item.kind === kind &&
          (String(item.response.headers['content-type']) !== type ||
            item.response.headers['content-encoding'] !== encoding),
      );
      if (odd) throw new Error(`${odd.path} came with other headers than ${first.path}`);
      if (encoding !== 'br') throw new Error(`${first.path} came ${encoding ?? 'unencoded'}`);
      const prefix = first.path.slice(1, first.path.lastIndexOf('/') + 1);
      if (all.some((item) => item.kind === kind && !item.path.startsWith(`/${prefix}`))) {
        throw new Error(`the ${kind} paths do not share /${prefix}`);
      }
      prefixes.push({ prefix, type, encoding });
    }
    const files: StaticFile[] = [...all, ...unfetched].map((item) => ({
      name: item.path.slice(1),
      body: item.response.body,
      type: '',
    }));
    const nginx = await startNginx(phase, nginxBinary!, files, {
      workers: 1,
      cpus: SERVER_CPU,
      prefixes,
    });
    for (const item of [all[0]!, all[all.length - 1]!, ...unfetched.slice(-1)]) {
      const copy = await rawGet(loopback(`${nginx.url}${item.path}`), PHONE_HEADERS);
      if (
        !copy.body.equals(item.response.body) ||
        copy.headers['content-type'] !== item.response.headers['content-type'] ||
        copy.headers['content-encoding'] !== item.response.headers['content-encoding']
      ) {
        throw new Error(`nginx does not serve ${item.path} as Carta does`);
      }
    }
    const workDir = tempDir(phase, 'carta-bench-scale-paths-');

    for (const kind of kinds!) {
      const paths = [...all, ...unfetched]
        .filter((item) => item.kind === kind)
        .map((item) => item.path);
      const pathFile = join(workDir, `${kind}.txt`);
      writeFileSync(pathFile, `${paths.join('\n')}\n`);
      const script = randomPathsScript(pathFile);
      console.log(
        `  wrk: ${connections} connections, ${threads} threads, ${duration} s per run after ` +
          `${warmup} s of warm-up, timeout ${wrkTimeout} s`,
      );
      const base = { database: size.database, size: size.menus, kind };
      await wrkRun({ ...base, load: 'random', target: 'Carta' }, server.url, server.pid, script);
      await wrkRun({ ...base, load: 'random', target: 'nginx' }, nginx.url, null, script);
      if (hot) {
        await wrkRun({ ...base, load: 'hot', target: 'Carta' }, server.url + paths[0], server.pid);
        await wrkRun({ ...base, load: 'hot', target: 'nginx' }, nginx.url + paths[0], null);
      }
      if (rate > 0) {
        console.log(
          `  open loop: ${rate} req/s of random menus, ${openLoopDuration} s after ${warmup} s ` +
            `of warm-up, up to ${connections} connections`,
        );
        const openLoop = openLoopGenerator === 'wrk' ? wrkOpenLoopRun : openLoopRun;
        const pathsOrFile = openLoopGenerator === 'wrk' ? pathFile : paths;
        await openLoop(
          { ...base, load: 'open-loop', target: 'Carta' },
          server.url,
          pathsOrFile,
          server.pid,
        );
        await openLoop(
          { ...base, load: 'open-loop', target: 'nginx' },
          nginx.url,
          pathsOrFile,
          null,
        );
      }
    }
    const result: SizeResult = {
      database: size.database,
      size: size.menus,
      seedSeconds: data.seedSeconds,
      reused: data.reused,
      coldMs: {
        p50: percentile(coldMs, 0.5),
        p90: percentile(coldMs, 0.9),
        max: coldMs.at(-1) ?? NaN,
        count: coldMs.length,
      },
      bodyBytes,
      residentAfterFetchMb,
      peakResidentMb: peakResidentMb(server.pid),
      residentEndMb: residentMb(server.pid),
    };
    sizeResults.push(result);
    console.log(
      `  server memory: VmHWM ${result.peakResidentMb.toFixed(0)} MB ` +
        `(${residentAfterFetchMb.toFixed(0)} MB after the fetches), VmRSS at the end ` +
        `${result.residentEndMb.toFixed(0)} MB`,
    );
  } finally {
    await phase.run();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function summarise() {
  const find = (result: SizeResult, kind: string, load: string, target: string) =>
    runs.find(
      (r) =>
        r.database === result.database &&
        r.size === result.size &&
        r.kind === kind &&
        r.load === load &&
        r.target === target,
    );
  const errorCount = (run: Run) => run.non2xx + run.socketErrors;
  const errors = (run?: Run) =>
    !run ? '–' : unanswered(run) ? `${errorCount(run)} + stuck` : String(errorCount(run));
  const shortName = (database: Database) => (database === 'postgres' ? 'PostgreSQL' : 'embedded');
  const rows: string[][] = [
    [
      'database',
      'menus',
      'what',
      'load',
      'Carta req/s',
      'p50',
      'p99',
      'errors',
      'CPU/req',
      'nginx req/s',
      'p50',
      'p99',
      'ratio',
      'load avg',
    ],
  ];
  for (const result of sizeResults) {
    for (const kind of kinds!) {
      for (const load of ['random', 'hot', 'open-loop'] as const) {
        const carta = find(result, kind, load, 'Carta');
        const nginx = find(result, kind, load, 'nginx');
        if (!carta) continue;
        rows.push([
          shortName(result.database),
          int(result.size),
          kind,
          load === 'open-loop' ? `open loop ${rate}/s` : load,
          int(carta.rps),
          latencyCell(carta, carta.p50Ms),
          latencyCell(carta, carta.p99Ms),
          errors(carta),
          cpuCell(carta),
          nginx ? int(nginx.rps) : '–',
          nginx ? ms(nginx.p50Ms) : '–',
          nginx ? ms(nginx.p99Ms) : '–',
          nginx && load !== 'open-loop' ? (carta.rps / nginx.rps).toFixed(3) : '–',
          `${carta.load1.toFixed(1)}/${nginx?.load1.toFixed(1) ?? '–'}`,
        ]);
      }
    }
  }
  console.log(
    `\nEvery run: wrk ${connections} connections, ${duration} s per run; server and nginx ` +
      `(1 worker) on CPU ${SERVER_CPU}, wrk and the open-loop generator on CPU ${CLIENT_CPU}; ` +
      "CPU/req is the server's (thread pool included)",
  );
  console.log(table(rows, ['l', 'r', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']));
  console.log('');
  console.log(
    table(
      [
        [
          'database',
          'menus',
          'seeding',
          'cold render alone p50 / p90 / max',
          'VmHWM after fetch',
          'VmHWM',
          'RSS end',
        ],
        ...sizeResults.map((result) => [
          shortName(result.database),
          int(result.size),
          result.reused
            ? `reused (${(result.seedSeconds / 60).toFixed(1)} min)`
            : `${(result.seedSeconds / 60).toFixed(1)} min`,
          `${ms(result.coldMs.p50)} / ${ms(result.coldMs.p90)} / ${ms(result.coldMs.max)}`,
          `${result.residentAfterFetchMb.toFixed(0)} MB`,
          `${result.peakResidentMb.toFixed(0)} MB`,
          `${result.residentEndMb.toFixed(0)} MB`,
        ]),
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  );

  // The curve (issue 27, "No cliff"): one row per size, the figures that must degrade smoothly.
  const curve: string[][] = [
    [
      'database',
      'menus',
      'what',
      'random req/s',
      'vs first',
      'ratio',
      'p99',
      'CPU/req',
      'hot req/s',
      'hot ratio',
      'hot p99 (nginx)',
      `open ${rate}/s p99`,
      'errors',
      'VmHWM',
    ],
  ];
  for (const kind of kinds!) {
    for (const database of ['postgres', 'embedded'] as const) {
      let first: Run | undefined;
      for (const result of sizeResults.filter((r) => r.database === database)) {
        const random = find(result, kind, 'random', 'Carta');
        const randomNginx = find(result, kind, 'random', 'nginx');
        const hotCarta = find(result, kind, 'hot', 'Carta');
        const hotNginx = find(result, kind, 'hot', 'nginx');
        const open = find(result, kind, 'open-loop', 'Carta');
        first ??= random;
        const carta = [random, hotCarta, open].filter((run): run is Run => run !== undefined);
        const allErrors =
          String(carta.reduce((sum, run) => sum + errorCount(run), 0)) +
          (carta.some(unanswered) ? ' + stuck' : '');
        curve.push([
          shortName(database),
          int(result.size),
          kind,
          random ? int(random.rps) : '–',
          random && first ? (random.rps / Math.max(1e-9, first.rps)).toFixed(2) : '–',
          random && randomNginx ? (random.rps / randomNginx.rps).toFixed(3) : '–',
          random ? latencyCell(random, random.p99Ms) : '–',
          cpuCell(random),
          hotCarta ? int(hotCarta.rps) : '–',
          hotCarta && hotNginx ? (hotCarta.rps / hotNginx.rps).toFixed(2) : '–',
          hotCarta && hotNginx
            ? `${latencyCell(hotCarta, hotCarta.p99Ms)} (${ms(hotNginx.p99Ms)})`
            : '–',
          open ? ms(open.p99Ms) : '–',
          allErrors,
          `${result.peakResidentMb.toFixed(0)} MB`,
        ]);
      }
    }
  }
  console.log(
    '\nThe curve: random menus (wrk), Carta/nginx of the same bytes, one menu hot, the open loop; ' +
      '"vs first" is req/s against the smallest size on the same database; errors over all ' +
      "Carta runs of the size; VmHWM is the measured server's peak",
  );
  console.log(table(curve, ['l', 'r', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']));

  // The goals, for the sizes that were run.
  const goals: string[][] = [['goal (issue 27)', 'measured', 'target', '']];
  const longTailSize: Record<Database, number> = { postgres: 10_000, embedded: 2_000 };
  for (const result of sizeResults) {
    const name = `${int(result.size)} ${shortName(result.database)}`;
    const ratioGoal = GOALS.longTailRatio[result.database];
    for (const kind of kinds!) {
      const carta = find(result, kind, 'random', 'Carta');
      const nginx = find(result, kind, 'random', 'nginx');
      if (carta && nginx && result.size === longTailSize[result.database]) {
        const ratio = carta.rps / nginx.rps;
        goals.push([
          `${name}, ${kind}s at random: Carta/nginx`,
          ratio.toFixed(3),
          `≥ ${ratioGoal}`,
          pass(ratio >= ratioGoal),
        ]);
        goals.push([
          `${name}, ${kind}s at random: errors`,
          errors(carta),
          '0',
          pass(errorCount(carta) === 0 && !unanswered(carta)),
        ]);
      }
      const open = find(result, kind, 'open-loop', 'Carta');
      if (open) {
        goals.push([
          `${name}, ${kind}s, open loop ${rate}/s: p99 / errors`,
          `${ms(open.p99Ms)} / ${errorCount(open)}`,
          `< ${GOALS.openLoopP99Ms} ms / 0`,
          pass(open.p99Ms < GOALS.openLoopP99Ms && errorCount(open) === 0),
        ]);
      }
      const hotCarta = find(result, kind, 'hot', 'Carta');
      const hotNginx = find(result, kind, 'hot', 'nginx');
      if (hotCarta && hotNginx) {
        const ratio = hotCarta.rps / hotNginx.rps;
        goals.push([
          `${name}: one ${kind}, hot: Carta/nginx; p99 vs nginx's`,
          `${ratio.toFixed(2)}; ${latencyCell(hotCarta, hotCarta.p99Ms)} vs ${ms(hotNginx.p99Ms)}`,
          `≥ ${GOALS.hotRatio}; ≤ ${GOALS.hotP99Multiple}×`,
          pass(ratio >= GOALS.hotRatio && hotCarta.p99Ms <= GOALS.hotP99Multiple * hotNginx.p99Ms),
        ]);
      }
    }
    goals.push([
      `${name}: server peak RSS (VmHWM)`,
      `${result.peakResidentMb.toFixed(0)} MB`,
      `< ${GOALS.residentMb} MB`,
      pass(result.peakResidentMb < GOALS.residentMb),
    ]);
  }
  console.log(`\n${table(goals, ['l', 'r', 'r', 'l'])}`);
  if (runs.some((run) => run.load1 > 3)) {
    console.log(
      'note: the load average was above 3 during some runs: other work shared the cores; repeat ' +
        'those runs on a quieter machine before comparing',
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (!wrk) throw new Error('wrk is not installed (apt-get install wrk, or set $WRK)');
  if (!nginxBinary)
    throw new Error('nginx is not installed (apt-get install nginx-light, or $NGINX)');
  if (args['seed-only'] && !args.reuse)
    throw new Error('--seed-only keeps nothing without --reuse');
  if (args['drop-cache']) {
    dropCaches();
    console.log(`dropped the seed caches of ${sizes.map(sizeName).join('; ')}`);
  }
  const watchdog = setTimeout(() => {
    console.error(`\nstill running after ${maxMinutes} minutes (--max-minutes): stopping`);
    void cleanup.run().finally(() => process.exit(124));
  }, maxMinutes * 60_000);
  watchdog.unref();
  console.log(
    `Scale benchmark at ${gitCommit()}: ${sizes.map(sizeName).join('; ')}; load ` +
      loadavg()
        .map((n) => n.toFixed(2))
        .join(' '),
  );
  for (const size of sizes) await measureSize(size);
  if (args['seed-only']) return;
  summarise();
  if (args.out) {
    writeFileSync(
      args.out,
      JSON.stringify(
        { commit: gitCommit(), connections, duration, rate, sizes: sizeResults, runs },
        null,
        2,
      ),
    );
    console.log(`figures written to ${args.out}`);
  }
}

try {
  await main();
} catch (error) {
  console.error('\nscale benchmark failed:', error);
  process.exitCode = 1;
} finally {
  await cleanup.run();
}
