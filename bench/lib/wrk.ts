// wrk (Debian's package, /usr/bin/wrk) driven from the benchmarks: a Lua `done` hook prints the
// run's summary as one JSON line, so nothing depends on wrk's human-readable table.
import { spawn } from 'node:child_process';
import { accessSync, constants, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopProcess, tempDir, type Cleanup } from './carta';

export interface WrkResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers outside 2xx/3xx. */
  non2xx: number;
  /** Connect, read, write errors and timeouts. */
  socketErrors: number;
  /** With an openLoopScript: the paced run's own figures, latency counted from each due instant. */
  openLoop?: OpenLoopFigures;
}

export interface OpenLoopFigures {
  /** Requests due in the measured part (after the warm-up). */
  due: number;
  /** Of those, answered 2xx or 3xx. */
  ok: number;
  /** Answered 4xx or 5xx. */
  failed: number;
  /** Due but never answered before wrk stopped (a grace period after the last one fell due). */
  unanswered: number;
  /** From each due instant to its answer; an unanswered request counts as answered at the end. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** From each due instant to the moment wrk sent it: the generator's (and its connection's) lateness. */
  sendLagP99Ms: number;
}

export interface WrkOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  threads?: number;
  headers?: Record<string, string>;
  /**
   * Lua run before the summary hook, e.g. a `request` function picking paths (it must not define
   * `done`). Default: none, every request GETs `url`.
   */
  script?: string;
  /** Run wrk on these CPUs only (`taskset -c <cpus>`); default: any. */
  cpus?: string;
  /** wrk's --timeout: a request unanswered this long counts as a timeout. Default 10. */
  timeoutSeconds?: number;
}

const SUMMARY_SCRIPT = `
done = function(summary, latency, requests)
  if open_loop_summary then io.write(open_loop_summary()) end
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"duration_us":%d,"status":%d,"connect":%d,"read":%d,"write":%d,' ..
    '"timeout":%d,"p50_us":%d,"p99_us":%d,"max_us":%d}\\n',
    summary.requests, summary.duration, e.status, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
`;

/** $WRK when set, else /usr/bin/wrk; null when it is not installed (`apt-get install wrk`). */
export function findWrk(): string | null {
  const binary = process.env.WRK ?? '/usr/bin/wrk';
  try {
    accessSync(binary, constants.X_OK);
    return binary;
  } catch {
    return null;
  }
}

let scriptDir: string | null = null;
/** Lua text → the file holding it with the summary hook. */
const scriptFiles = new Map<string, string>();

function scriptFile(cleanup: Cleanup, script: string): string {
  let file = scriptFiles.get(script);
  if (!file) {
    scriptDir ??= tempDir(cleanup, 'carta-bench-wrk-');
    file = join(scriptDir, `script-${scriptFiles.size}.lua`);
    writeFileSync(file, `${script}\n${SUMMARY_SCRIPT}`);
    scriptFiles.set(script, file);
  }
  return file;
}

/** Runs wrk once and returns its summary; rejects when wrk fails or prints no summary. */
export async function runWrk(cleanup: Cleanup, binary: string, options: WrkOptions) {
  const args = [
    `-t${options.threads ?? 2}`,
    `-c${options.connections}`,
    `-d${options.durationSeconds}s`,
    '--timeout',
    `${options.timeoutSeconds ?? 10}s`,
    '-s',
    scriptFile(cleanup, options.script ?? ''),
  ];
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    args.push('-H', `${name}: ${value}`);
  }
  args.push(options.url);

  const command = options.cpus ? ['taskset', '-c', options.cpus, binary] : [binary];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(command[0]!, [...command.slice(1), ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Ctrl-C or a failure elsewhere: no wrk left running.
    cleanup.add(() => stopProcess(child, 'SIGKILL'));
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`)),
    );
  });
  const line = output.split('\n').find((row) => row.startsWith('WRK_JSON '));
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  const openLine = output.split('\n').find((row) => row.startsWith('WRK_OPEN_LOOP '));
  const raw = JSON.parse(line.slice('WRK_JSON '.length)) as Record<string, number>;
  const result: WrkResult = {
    requests: raw.requests!,
    rps: raw.requests! / (raw.duration_us! / 1e6),
    p50Ms: raw.p50_us! / 1000,
    p99Ms: raw.p99_us! / 1000,
    maxMs: raw.max_us! / 1000,
    non2xx: raw.status!,
    socketErrors: raw.connect! + raw.read! + raw.write! + raw.timeout!,
  };
  if (openLine) {
    result.openLoop = JSON.parse(openLine.slice('WRK_OPEN_LOOP '.length)) as OpenLoopFigures;
  }
  return result;
}

/** A Lua string literal; ASCII only (JSON's escapes for quotes and backslashes are Lua's too). */
function luaString(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`not printable ASCII: ${text}`);
  return JSON.stringify(text);
}

/** A `request` hook: GET one of the paths listed in `file` (one a line), uniformly at random. */
export function randomPathsScript(file: string): string {
  return `
local paths = {}
init = function(args)
  for line in io.lines(${luaString(file)}) do paths[#paths + 1] = line end
  -- each thread its own sequence: seeded from the address of a table of its own Lua state
  math.randomseed(os.time() + tonumber(string.match(tostring({}), "0x(%x+)") or "0", 16) % 1000003)
end
request = function()
  return wrk.format("GET", paths[math.random(#paths)])
end
`;
}

export interface WrkRequest {
  method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: string;
}

/**
 * A `request` hook sending `requests` in turn, round and round (per wrk thread), each with the
 * run's headers (`WrkOptions.headers`, e.g. Authorization) and its own body, if any.
 */
export function requestCycleScript(requests: WrkRequest[]): string {
  const rows = requests
    .map(
      (request) =>
        `  { ${luaString(request.method)}, ${luaString(request.path)}, ` +
        `${request.body === undefined ? 'nil' : luaString(request.body)} },`,
    )
    .join('\n');
  return `
local requests = {
${rows}
}
local next = 0
request = function()
  next = next % #requests + 1
  local r = requests[next]
  -- nil headers: wrk.headers, the run's -H headers (Content-Length follows the body)
  return wrk.format(r[1], r[2], nil, r[3])
end
`;
}

export interface OpenLoopScriptOptions {
  /** Requests per second over the whole run (all threads). */
  rate: number;
  /** wrk's threads, which must equal its connections: one connection per thread (see below). */
  threads: number;
  warmupSeconds: number;
  seconds: number;
  /** Either paths picked at random from this file (one a line) … */
  pathFile?: string;
  /** … or these requests in turn. */
  requests?: WrkRequest[];
}

/** The wrk --duration an open-loop run needs: the schedule and a grace for the last answers. */
export const openLoopDurationSeconds = (options: OpenLoopScriptOptions) =>
  OPEN_LOOP_LEAD_SECONDS + options.warmupSeconds + options.seconds + OPEN_LOOP_GRACE_SECONDS;
const OPEN_LOOP_LEAD_SECONDS = 1;
const OPEN_LOOP_GRACE_SECONDS = 3;

/**
 * Open loop in wrk, as wrk2 does it (docs/performance.md, "Running the benchmarks"): requests fall
 * due at evenly spaced instants (`rate` per second over all threads), wrk's `delay` hook holds each
 * one until its instant, and its latency counts from that instant, not from when it was sent, so a
 * server that stalls shows the stall in every request that fell due meanwhile. wrk's hooks do not
 * say which connection they run for, so every thread has exactly ONE connection (run it with
 * connections = threads): within a thread, delay, request and response then alternate for that
 * one connection, and each thread keeps its own schedule (thread i: instants i/rate + k·threads/rate).
 * Time is CLOCK_MONOTONIC through LuaJIT's FFI (Debian's wrk is built on LuaJIT). Requests due in
 * the warm-up are sent but not counted; nothing is sent after the schedule ends, and what is due
 * but unanswered when wrk stops (OPEN_LOOP_GRACE_SECONDS later) counts as unanswered.
 */
export function openLoopScript(options: OpenLoopScriptOptions): string {
  const source = options.pathFile
    ? `local paths = {}
for line in io.lines(${luaString(options.pathFile)}) do paths[#paths + 1] = line end
local function next_request(k)
  return wrk.format("GET", paths[math.random(#paths)])
end`
    : `local requests = {
${(options.requests ?? [])
  .map(
    (request) =>
      `  { ${luaString(request.method)}, ${luaString(request.path)}, ` +
      `${request.body === undefined ? 'nil' : luaString(request.body)} },`,
  )
  .join('\n')}
}
local function next_request(k)
  -- request number k of the whole run (thread by thread interleaved), in turn
  local r = requests[(k % #requests) + 1]
  return wrk.format(r[1], r[2], nil, r[3])
end`;
  return `
local ffi = require("ffi")
ffi.cdef[[
typedef struct { long tv_sec; long tv_nsec; } carta_timespec;
int clock_gettime(int clock, carta_timespec *time);
]]
local clock = ffi.new("carta_timespec")
local function now_ms()
  ffi.C.clock_gettime(1, clock) -- CLOCK_MONOTONIC: the same clock in every thread
  return tonumber(clock.tv_sec) * 1000 + tonumber(clock.tv_nsec) / 1e6
end

local RATE = ${options.rate}
local THREADS = ${options.threads}
local WARMUP_MS = ${options.warmupSeconds * 1000}
local MEASURED_MS = ${options.seconds * 1000}
${source}

-- The main state: every thread's index and the common start, then its figures in done.
local threads = {}
local common_start
setup = function(thread)
  -- a second ahead, so that every thread has started and connected before its first instant
  common_start = common_start or (now_ms() + ${OPEN_LOOP_LEAD_SECONDS * 1000})
  thread:set("index", #threads)
  thread:set("start", common_start)
  threads[#threads + 1] = thread
end

-- A thread's state; globals are what done reads back with thread:get.
local k, inflight_due
init = function(args)
  math.randomseed(os.time() + tonumber(string.match(tostring({}), "0x(%x+)") or "0", 16) % 1000003)
  interval_ms = 1000 * THREADS / RATE
  first_ms = start + 1000 * index / RATE
  k = 0
  latencies = {}
  lags = {}
  ok, failed, measured_due = 0, 0, 0
end

local function due_of(n) return first_ms + n * interval_ms end
local schedule_end = function() return start + WARMUP_MS + MEASURED_MS end

delay = function()
  local due = due_of(k)
  if due >= schedule_end() then return 3600 * 1000 end -- the schedule is over
  return math.max(0, math.ceil(due - now_ms()))
end

request = function()
  local due = due_of(k)
  inflight_due = due
  local number = k * THREADS + index
  k = k + 1
  if due >= start + WARMUP_MS then
    measured_due = measured_due + 1
    lags[#lags + 1] = now_ms() - due
  end
  return next_request(number)
end

response = function(status, headers, body)
  local due = inflight_due
  if due == nil or due < start + WARMUP_MS then return end
  latencies[#latencies + 1] = now_ms() - due
  if status < 400 then ok = ok + 1 else failed = failed + 1 end
end

function open_loop_summary()
  local all, all_lags = {}, {}
  local due_total, ok_total, failed_total = 0, 0, 0
  for _, thread in ipairs(threads) do
    for _, v in ipairs(thread:get("latencies")) do all[#all + 1] = v end
    for _, v in ipairs(thread:get("lags")) do all_lags[#all_lags + 1] = v end
    -- due in the measured part: whether or not the thread managed to send them
    local first = thread:get("first_ms")
    local m_start = thread:get("start") + WARMUP_MS
    local m_end = m_start + MEASURED_MS
    local n = 0
    local step = thread:get("interval_ms")
    local i = math.max(0, math.ceil((m_start - first) / step))
    while first + i * step < m_end do n = n + 1; i = i + 1 end
    due_total = due_total + n
    ok_total = ok_total + thread:get("ok")
    failed_total = failed_total + thread:get("failed")
  end
  local unanswered = math.max(0, due_total - #all)
  -- an unanswered request was at least this late: the grace between the schedule's end and wrk's stop
  for _ = 1, unanswered do all[#all + 1] = ${OPEN_LOOP_GRACE_SECONDS * 1000} end
  table.sort(all)
  table.sort(all_lags)
  local function pct(list, p)
    if #list == 0 then return -1 end
    return list[math.max(1, math.min(#list, math.ceil(p * #list)))]
  end
  return string.format(
    'WRK_OPEN_LOOP {"due":%d,"ok":%d,"failed":%d,"unanswered":%d,"p50Ms":%.3f,"p99Ms":%.3f,' ..
    '"maxMs":%.3f,"sendLagP99Ms":%.3f}\\n',
    due_total, ok_total, failed_total, unanswered, pct(all, 0.5), pct(all, 0.99),
    pct(all, 1), pct(all_lags, 0.99))
end
`;
}
