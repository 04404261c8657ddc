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
