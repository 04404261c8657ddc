import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createPostgresCopy } from './database';
import { freePort } from './free-port';
import { adminQuery } from './postgres-admin';
import { ORPHAN_WATCH, REPO_ROOT, SERVER_ENTRY, writeTsconfig } from './server-process';
import './provided';

/*
 * `npm start` (scripts/start.mjs) as operators run it, with the server's source instead of a build
 * (CARTA_SERVER_ENTRY and tsx, which its workers inherit through execArgv): the supervisor and its
 * worker processes, for the process model of docs/architecture.md, "Processes". On the
 * api-postgres project each start gets a fresh copy of the migrated test database.
 */

const START = join(REPO_ROOT, 'scripts/start.mjs');
const START_TIMEOUT_MS = 60_000;

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `check` until it returns a value (not undefined) or `timeoutMs` passes. */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined,
  timeoutMs = START_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = check();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A zombie: exited, not yet reaped by its parent (still listed among its children). */
function exitedUnreaped(pid: number): boolean {
  try {
    return / Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^\d+ \(.*\)/, ''));
  } catch {
    return true;
  }
}

export class SupervisedServers {
  readonly url: string;
  private output = '';
  private readonly exit: Promise<{ code: number | null; signal: string | null }>;

  private constructor(
    readonly supervisor: ChildProcess,
    private readonly dataDir: string,
    private readonly databaseUrl: string | undefined,
    port: number,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString('utf8')).slice(-500_000);
    };
    supervisor.stdout!.on('data', keep);
    supervisor.stderr!.on('data', keep);
    this.exit = new Promise((resolve) =>
      supervisor.once('exit', (code, signal) => resolve({ code, signal })),
    );
  }

  /**
   * Starts `npm start` on a free port. `postgres: true` gives it a fresh PostgreSQL database;
   * otherwise it runs on the embedded database in a new DATA_DIR.
   */
  static async start(
    options: { postgres: boolean; env?: Record<string, string> } = { postgres: true },
  ): Promise<SupervisedServers> {
    const dataDir = await mkdtemp(join(tmpdir(), 'carta-supervised-'));
    const tsconfig = await writeTsconfig(dataDir);
    const databaseUrl = options.postgres ? await createPostgresCopy() : undefined;
    const port = await freePort();
    const supervisor = spawn(
      process.execPath,
      ['--import', ORPHAN_WATCH, '--import', 'tsx', START],
      {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'development',
          DATA_DIR: dataDir,
          JWT_SECRET: randomBytes(32).toString('hex'),
          CAPTCHA_PROVIDER: 'none',
          // One line per answered request, with the answering process's pid.
          LOG_LEVEL: 'info',
          HOST: '127.0.0.1',
          PORT: String(port),
          APP_URL: `http://127.0.0.1:${port}`,
          WEB_DIST_DIR: join(dataDir, 'no-web-build'),
          TSX_TSCONFIG_PATH: tsconfig,
          CARTA_SERVER_ENTRY: SERVER_ENTRY,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    live.add(supervisor);
    supervisor.once('exit', () => live.delete(supervisor));
    return new SupervisedServers(supervisor, dataDir, databaseUrl, port);
  }

  /** What the supervisor and its workers wrote (stdout and stderr). */
  get log(): string {
    return this.output;
  }

  exited(): Promise<{ code: number | null; signal: string | null }> {
    return this.exit;
  }

  /** The supervisor's child processes now: its workers. */
  workerPids(): number[] {
    const pid = this.supervisor.pid!;
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number)
        .filter((child) => !exitedUnreaped(child));
    } catch {
      return [];
    }
  }

  /** Waits until `count` workers run and answer (every one of them listening). */
  async waitForWorkers(count: number, not: readonly number[] = []): Promise<number[]> {
    return waitFor(
      `${count} listening workers`,
      () => {
        const pids = this.workerPids().filter((pid) => !not.includes(pid));
        return pids.length === count && pids.every((pid) => this.listeningPids().has(pid))
          ? pids
          : undefined;
      },
      START_TIMEOUT_MS,
    );
  }

  /** Pids that logged "Carta is running" (a worker that listens). */
  listeningPids(): Set<number> {
    return new Set(this.logLines('Carta is running').map((line) => line.pid));
  }

  /** Pids that logged an answer to a request whose URL contains `urlPart`. */
  answeringPids(urlPart: string): Set<number> {
    return new Set(
      this.logLines('request completed')
        .filter((line) => String(line.req?.url ?? line.url ?? '').includes(urlPart))
        .map((line) => line.pid),
    );
  }

  private logLines(message: string): { pid: number; url?: string; req?: { url?: string } }[] {
    return this.output
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes(message))
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as { pid: number; url?: string; req?: { url?: string } }];
        } catch {
          return [];
        }
      });
  }

  /** Stops the supervisor (SIGKILL if still running), drops its database and DATA_DIR. */
  async dispose(): Promise<void> {
    if (this.supervisor.exitCode === null && this.supervisor.signalCode === null) {
      this.supervisor.kill('SIGKILL');
      await this.exit;
    }
    // Its workers leave when the supervisor is gone (node:cluster); wait so the database drops.
    for (const pid of this.workerPids()) if (alive(pid)) process.kill(pid, 'SIGKILL');
    if (this.databaseUrl) {
      const source = inject('testDatabase');
      if (source.kind === 'postgres') {
        const name = new URL(this.databaseUrl).pathname.slice(1);
        await adminQuery(source.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    }
    await rm(this.dataDir, { recursive: true, force: true });
  }
}

export interface LoadResult {
  /** Requests sent and answered 200. */
  ok: number;
  /** Requests that failed: a network error or a status other than 200, with when they started. */
  failures: { startedAt: number; error: string }[];
}

const PAUSE_MS = 10;

/**
 * `clients` loops, each sending GET `path` one after another (PAUSE_MS apart), until `stop()` resolves; every
 * request on a new connection (the way a guest's phone arrives), bounded by a 10 s timeout.
 */
export function steadyLoad(url: string, path: string, clients: number) {
  let running = true;
  const result: LoadResult = { ok: 0, failures: [] };
  let sequence = 0;
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      const startedAt = Date.now();
      const probe = `${path}${path.includes('?') ? '&' : '?'}probe=${sequence++}`;
      try {
        const response = await fetch(`${url}${probe}`, {
          headers: { connection: 'close' },
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        if (response.status === 200) result.ok++;
        else result.failures.push({ startedAt, error: `status ${response.status}` });
      } catch (error) {
        result.failures.push({ startedAt, error: String((error as Error).cause ?? error) });
      }
      // Steady, not flat out: the processes being started share the machine's cores.
      await sleep(PAUSE_MS);
    }
  });
  return {
    result,
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(loops);
      return result;
    },
  };
}
