// docs/performance.md, "Running the benchmarks": can the open-loop generator (bench/lib/open-loop.ts,
// one JavaScript thread) offer the fixed rates the benchmarks use without being the bottleneck?
// nginx (one worker, core 0) serves --paths files of --bytes random bytes (a brotli page's size,
// as bench/scale.ts loads); this process (core 1) offers 500, 1,000 and 2,000 requests/s of
// random paths open loop. nginx answers a static file in tens of microseconds, so whatever
// latency is measured beyond that is the generator's (its timer, its event loop, its garbage
// collector). Printed per rate: achieved rate, p50/p99/max, errors, the generator's share of its
// core and nginx's; and wrk at saturation (same paths) for scale. The generator is fit for a rate
// when its p99 there stays a small part of the 50 ms the benchmarks' goals allow.
// Run: npm run bench:open-loop-check -w @carta/bench [-- --rates 500,1000,2000 --duration 10]
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Cleanup, cpuTimeMs, tempDir } from './lib/carta';
import { CLIENT_CPU, pinSelf, SERVER_CPU } from './lib/cpus';
import { findNginx, startNginx } from './lib/nginx';
import { percentile, runOpenLoop } from './lib/open-loop';
import { int, ms, numberOption, table } from './lib/report';
import {
  findWrk,
  openLoopDurationSeconds,
  openLoopScript,
  randomPathsScript,
  runWrk,
} from './lib/wrk';

const { values: args } = parseArgs({
  options: {
    rates: { type: 'string', default: '500,1000,2000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    paths: { type: 'string', default: '1000' },
    bytes: { type: 'string', default: '14584' },
  },
});
const rates = args.rates.split(',').map((text) => Math.min(20_000, numberOption('rates', text)));
const duration = Math.min(120, numberOption('duration', args.duration));
const warmup = Math.min(30, numberOption('warmup', args.warmup, true));
const connections = Math.min(1000, Math.round(numberOption('connections', args.connections)));
const pathCount = Math.min(20_000, Math.round(numberOption('paths', args.paths)));
const bytes = Math.min(10_000_000, Math.round(numberOption('bytes', args.bytes)));
async function main(cleanup: Cleanup) {
  const nginxBinary = findNginx();
  const wrk = findWrk();
  if (!nginxBinary) throw new Error('nginx is not installed (apt-get install nginx-light)');
  if (!wrk) throw new Error('wrk is not installed (apt-get install wrk)');
  const files = Array.from({ length: pathCount }, (_, i) => ({
    name: `m/${i}`,
    body: randomBytes(bytes),
    type: '',
  }));
  const nginx = await startNginx(cleanup, nginxBinary, files, {
    workers: 1,
    cpus: SERVER_CPU,
    prefixes: [{ prefix: 'm/', type: 'text/html; charset=utf-8', encoding: 'br' }],
  });
  pinSelf(cleanup, CLIENT_CPU);
  const paths = files.map((file) => `/${file.name}`);
  console.log(
    `nginx (1 worker, CPU ${SERVER_CPU}) serving ${int(pathCount)} files of ${int(bytes)} bytes; ` +
      `generator on CPU ${CLIENT_CPU}, ${connections} connections, ${duration} s per rate after ` +
      `${warmup} s; load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );

  const dir = tempDir(cleanup, 'carta-bench-open-loop-');
  const pathFile = join(dir, 'paths.txt');
  writeFileSync(pathFile, `${paths.join('\n')}\n`);

  /** The same rate by wrk (lib/wrk.ts openLoopScript): one connection per thread. */
  const wrkOpenLoop = async (rate: number): Promise<string[]> => {
    const paced = {
      rate,
      threads: connections,
      warmupSeconds: warmup,
      seconds: duration,
      pathFile,
    };
    const load1 = loadavg()[0]!;
    const nginxBefore = cpuTimeMs(nginx.pid) + workersCpuMs(nginx.pid);
    const started = performance.now();
    const result = await runWrk(cleanup, wrk, {
      url: nginx.url,
      connections,
      threads: connections,
      durationSeconds: openLoopDurationSeconds(paced),
      headers: { 'accept-encoding': 'br' },
      script: openLoopScript(paced),
      cpus: CLIENT_CPU,
    });
    const wall = performance.now() - started;
    const nginxMs = cpuTimeMs(nginx.pid) + workersCpuMs(nginx.pid) - nginxBefore;
    const open = result.openLoop!;
    console.log(`  ${rate}/s, wrk done`);
    return [
      'open loop, wrk (lib/wrk.ts)',
      int(rate),
      int(open.ok / duration),
      ms(open.p50Ms),
      ms(open.p99Ms),
      ms(open.maxMs),
      String(open.failed + open.unanswered + result.socketErrors),
      ms(open.sendLagP99Ms),
      '–',
      '–',
      `${((nginxMs / wall) * 100).toFixed(0)} %`,
      load1.toFixed(1),
    ];
  };

  const rows: string[][] = [
    [
      'generator',
      'offered/s',
      'achieved/s',
      'p50',
      'p99',
      'max',
      'errors',
      'send lag p99',
      'loop delay p99',
      'generator CPU',
      'nginx CPU',
      'load',
    ],
  ];

  for (const rate of rates) {
    const total = Math.ceil(rate * (duration + warmup));
    const requests = Array.from({ length: total }, () => ({
      method: 'GET' as const,
      path: paths[randomInt(paths.length)]!,
    }));
    const load1 = loadavg()[0]!;
    const nginxBefore = cpuTimeMs(nginx.pid) + workersCpuMs(nginx.pid);
    const generatorBefore = process.cpuUsage();
    const started = performance.now();
    const [result] = await runOpenLoop(
      nginx.url,
      [{ rate, requests, connections, headers: { 'accept-encoding': 'br' } }],
      duration,
      warmup,
    );
    const wall = performance.now() - started;
    const generator = process.cpuUsage(generatorBefore);
    const nginxMs = cpuTimeMs(nginx.pid) + workersCpuMs(nginx.pid) - nginxBefore;
    rows.push([
      'open loop, JS (lib/open-loop.ts)',
      int(rate),
      int(result!.ok / result!.seconds),
      ms(percentile(result!.latencies, 0.5)),
      ms(percentile(result!.latencies, 0.99)),
      ms(result!.latencies.at(-1) ?? NaN),
      String(result!.errors),
      ms(percentile(result!.sendLags, 0.99)),
      ms(result!.loopDelayP99Ms),
      `${(((generator.user + generator.system) / 1000 / wall) * 100).toFixed(0)} %`,
      `${((nginxMs / wall) * 100).toFixed(0)} %`,
      load1.toFixed(1),
    ]);
    console.log(`  ${rate}/s, JavaScript generator done`);
    rows.push(await wrkOpenLoop(rate));
  }
  const load1 = loadavg()[0]!;
  const saturated = await runWrk(cleanup, wrk, {
    url: nginx.url,
    connections,
    durationSeconds: duration,
    headers: { 'accept-encoding': 'br' },
    script: randomPathsScript(pathFile),
    cpus: CLIENT_CPU,
  });
  rows.push([
    'wrk (closed loop)',
    'max',
    int(saturated.rps),
    ms(saturated.p50Ms),
    ms(saturated.p99Ms),
    ms(saturated.maxMs),
    String(saturated.non2xx + saturated.socketErrors),
    '–',
    '–',
    '–',
    '–',
    load1.toFixed(1),
  ]);
  console.log(`\n${table(rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'])}`);
}

/** CPU time of the nginx master's children (its workers), in milliseconds. */
function workersCpuMs(masterPid: number): number {
  let total = 0;
  const children = readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8');
  for (const pid of children.split(/\s+/).filter(Boolean).map(Number)) {
    try {
      total += cpuTimeMs(pid);
    } catch {
      // exited meanwhile
    }
  }
  return total;
}

const cleanup = new Cleanup();
try {
  await main(cleanup);
} catch (error) {
  console.error('\nopen-loop check failed:', error);
  process.exitCode = 1;
} finally {
  await cleanup.run();
}
