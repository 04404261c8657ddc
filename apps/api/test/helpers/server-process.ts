import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  type DatabaseHandle,
} from '../../src/db/client';
import { createPostgresCopy } from './database';
import { freePort } from './free-port';
import { adminQuery } from './postgres-admin';
import './provided';

/*
 * The real API server as a separate process (`node --import tsx apps/api/src/server.ts`), for
 * what app.inject() cannot show: a SIGKILL mid-write, a restart on the same data, and the
 * process's resident memory. The database is PGlite in DATA_DIR/db on the `api` project and a
 * fresh PostgreSQL database on `api-postgres`. Every process started here is killed when the
 * test worker exits, even if a test failed before its own clean-up.
 */

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const SERVER_ENTRY = join(REPO_ROOT, 'apps/api/src/server.ts');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * Loaded into the server first: it exits when the test worker that started it is gone (its
 * parent changed), so not even a worker killed by a signal leaves a server behind.
 */
export const ORPHAN_WATCH =
  'data:text/javascript,' +
  encodeURIComponent(
    'const parent = process.ppid; setInterval(() => { if (process.ppid !== parent) process.kill(process.pid, "SIGKILL"); }, 500).unref();',
  );

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export interface ServerProcessOptions {
  /** Extra environment for the server (e.g. LOG_LEVEL). */
  env?: Record<string, string>;
  /** Options for node before the server's entry, e.g. the heap settings `npm start` gives. */
  nodeArgs?: string[];
  /**
   * PostgreSQL only: the DATABASE_URL the server gets, made from its database's URL (e.g. the
   * same database through a TCP proxy the test controls). Tests' own connections stay direct.
   */
  databaseAddress?: (url: string) => string;
}

export interface ResidentMemory {
  /** VmRSS: resident now, MB. */
  rssMb: number;
  /** VmHWM: the peak resident since start or since the last `resetPeak()`, MB. */
  peakMb: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process from /proc/<pid>/status. */
export function residentMemory(pid: number): ResidentMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
    if (!match) throw new Error(`${field} not found in /proc/${pid}/status`);
    return Number(match[1]);
  };
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * The server reads @carta/shared from source, as the tests do (no build needed first): tsx
 * resolves it through `paths` of this generated tsconfig.
 */
export async function writeTsconfig(dir: string): Promise<string> {
  const file = join(dir, 'tsconfig.json');
  const shared = (name: string) => [join(REPO_ROOT, 'packages/shared/src', name)];
  await writeFile(
    file,
    JSON.stringify({
      extends: join(REPO_ROOT, 'tsconfig.base.json'),
      compilerOptions: {
        jsx: 'react-jsx',
        paths: { '@carta/shared': shared('index.ts'), '@carta/shared/core': shared('core.ts') },
      },
    }),
  );
  return file;
}

/**
 * The database the server will use: on PGlite, DATA_DIR/db filled from the migrated test
 * template (instead of the 10 s, 800 MB initdb a first start would run); on PostgreSQL, a fresh
 * copy of the migrated template.
 */
async function prepareDatabase(dataDir: string): Promise<string | undefined> {
  const source = inject('testDatabase');
  if (source.kind === 'postgres') return createPostgresCopy();
  const dbDir = join(dataDir, 'db');
  await mkdir(dbDir, { recursive: true });
  const tarball = await readFile(source.templateFile);
  const database = await createPgliteDatabase({ dataDir: dbDir, loadDataDir: new Blob([tarball]) });
  await database.close();
  return undefined;
}

export class ServerProcess {
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly kind: 'pglite' | 'postgres';
  private readonly env: NodeJS.ProcessEnv;
  private readonly nodeArgs: readonly string[];
  private child: ChildProcess | undefined;
  private output = '';
  private sampler: NodeJS.Timeout | undefined;
  private sampledPeakMb = 0;
  url = '';

  private constructor(
    dataDir: string,
    databaseUrl: string | undefined,
    env: NodeJS.ProcessEnv,
    nodeArgs: readonly string[],
  ) {
    this.dataDir = dataDir;
    this.databaseUrl = databaseUrl;
    this.kind = databaseUrl ? 'postgres' : 'pglite';
    this.env = env;
    this.nodeArgs = nodeArgs;
  }

  /** Prepares a DATA_DIR and a database, and starts the server on them. */
  static async start(options: ServerProcessOptions = {}): Promise<ServerProcess> {
    const dataDir = await mkdtemp(join(tmpdir(), 'carta-server-process-'));
    const tsconfig = await writeTsconfig(dataDir);
    const databaseUrl = await prepareDatabase(dataDir);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      CAPTCHA_PROVIDER: 'none',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      TSX_TSCONFIG_PATH: tsconfig,
      ...(databaseUrl
        ? { DATABASE_URL: options.databaseAddress?.(databaseUrl) ?? databaseUrl }
        : {}),
      ...options.env,
    };
    const server = new ServerProcess(dataDir, databaseUrl, env, options.nodeArgs ?? []);
    await server.restart();
    return server;
  }

  get pid(): number {
    if (!this.child?.pid) throw new Error('the server is not running');
    return this.child.pid;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** What the process wrote to stdout and stderr (warnings and errors at LOG_LEVEL=warn). */
  get log(): string {
    return this.output;
  }

  /** Starts the server (again) on the same DATA_DIR and database, on a new port. */
  async restart(): Promise<void> {
    if (this.running) throw new Error('the server is still running');
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    const child = spawn(
      process.execPath,
      [...this.nodeArgs, '--import', ORPHAN_WATCH, '--import', 'tsx', SERVER_ENTRY],
      {
        cwd: REPO_ROOT,
        env: { ...this.env, PORT: String(port), APP_URL: this.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    live.add(child);
    child.once('exit', () => live.delete(child));
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString('utf8')).slice(-100_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.child = child;
    await this.waitForHealth(child);
  }

  private async waitForHealth(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited before answering:\n${this.output}`);
      }
      try {
        const response = await fetch(`${this.url}/api/health`, {
          signal: AbortSignal.timeout(2000),
        });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(
      `the server did not answer /api/health in ${START_TIMEOUT_MS} ms:\n${this.output}`,
    );
  }

  /** Sends `signal` and waits for the exit (SIGKILL after a while if SIGTERM does not end it). */
  async stop(
    signal: NodeJS.Signals = 'SIGTERM',
  ): Promise<{ code: number | null; signal: string | null }> {
    const child = this.child;
    this.stopSampling();
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      return { code: child?.exitCode ?? null, signal: child?.signalCode ?? null };
    }
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal })),
    );
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const result = await exited;
    clearTimeout(timer);
    return result;
  }

  kill(): Promise<{ code: number | null; signal: string | null }> {
    return this.stop('SIGKILL');
  }

  memory(): ResidentMemory {
    return residentMemory(this.pid);
  }

  /**
   * Resets VmHWM (writing 5 to /proc/<pid>/clear_refs) and starts sampling VmRSS, so that
   * `peak()` covers only what follows. The kernel's own peak is exact; the samples confirm it
   * where clear_refs is not allowed.
   */
  startSampling(intervalMs = 25): void {
    this.stopSampling();
    try {
      writeFileSync(`/proc/${this.pid}/clear_refs`, '5');
    } catch {
      // Not permitted here: VmHWM then covers the whole life of the process (an upper bound).
    }
    this.sampledPeakMb = this.memory().rssMb;
    this.sampler = setInterval(() => {
      if (!this.running) return;
      try {
        this.sampledPeakMb = Math.max(this.sampledPeakMb, this.memory().rssMb);
      } catch {
        // exited between the check and the read
      }
    }, intervalMs);
  }

  stopSampling(): void {
    if (this.sampler) clearInterval(this.sampler);
    this.sampler = undefined;
  }

  /** The peak resident memory since `startSampling()`, MB. */
  peakMb(): number {
    return Math.max(this.sampledPeakMb, this.memory().peakMb);
  }

  /**
   * A direct connection to the server's database, for checks in SQL. On PGlite the server must
   * be stopped first (one process per data directory).
   */
  async openDatabase(): Promise<DatabaseHandle> {
    if (this.databaseUrl) return createPostgresDatabase(this.databaseUrl, 1);
    if (this.running) throw new Error('stop the server before opening its PGlite database');
    return createPgliteDatabase({ dataDir: join(this.dataDir, 'db') });
  }

  /** Stops the server (SIGKILL), drops its PostgreSQL database and removes DATA_DIR. */
  async dispose(): Promise<void> {
    await this.kill();
    if (this.databaseUrl) {
      const source = inject('testDatabase');
      if (source.kind === 'postgres') {
        const name = new URL(this.databaseUrl).pathname.slice(1);
        await adminQuery(source.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    }
    await rm(this.dataDir, { recursive: true, force: true });
  }

  // --- HTTP -----------------------------------------------------------------------------------

  /** One JSON request; the answer's status and parsed body (a network error rejects). */
  async request<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; timeoutMs?: number } = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | FormData | undefined;
    if (options.body instanceof FormData) payload = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get('content-type')?.includes('json') && text) body = JSON.parse(text);
    return { status: response.status, body: body as T, headers: response.headers };
  }

  /** A request that must answer 2xx; its body. */
  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<T> {
    const response = await this.request<T>(method, path, { body, token });
    if (response.status < 200 || response.status > 299) {
      throw new Error(
        `${method} ${path}: ${response.status} ${JSON.stringify(response.body).slice(0, 500)}`,
      );
    }
    return response.body;
  }

  /** An activated, signed-in owner: sign-up, the activation link from DATA_DIR/outbox, sign-in. */
  async createOwner(): Promise<{ email: string; token: string }> {
    const email = `owner-${randomBytes(5).toString('hex')}@example.com`;
    const password = 'durable-password-42';
    await this.call('POST', '/api/accounts/signup', { email, password, language: 'en' });
    const activation = await this.request(
      'GET',
      `/api/accounts/activate/${await this.activationToken(email)}`,
    );
    const location = activation.headers.get('location') ?? '';
    if (activation.status !== 302 || !location.includes('activated=true')) {
      throw new Error(`activation failed: ${activation.status} ${location}`);
    }
    const signIn = await this.call<{ tokens: { access_token: string } }>(
      'POST',
      '/api/accounts/signin',
      {
        email,
        password,
      },
    );
    return { email, token: signIn.tokens.access_token };
  }

  /** The activation token in the newest outbox mail to `email`. */
  private async activationToken(email: string): Promise<string> {
    const outbox = join(this.dataDir, 'outbox');
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const files = existsSync(outbox)
        ? (await readdir(outbox)).filter((name) => name.endsWith('.eml'))
        : [];
      for (const file of files.sort().reverse()) {
        const raw = await readFile(join(outbox, file), 'utf8');
        if (!raw.toLowerCase().includes(email)) continue;
        // Quoted-printable soft line breaks and "=3D", then any base64 part, decoded.
        const texts = [raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')];
        for (const block of raw.match(/(?:^[A-Za-z0-9+/=]{20,}\r?\n)+/gm) ?? []) {
          texts.push(Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'));
        }
        for (const text of texts) {
          const match = /\/api\/accounts\/activate\/([\w~.%-]+)/.exec(text);
          if (match) return match[1]!;
        }
      }
      await sleep(100);
    }
    throw new Error(`no activation mail to ${email} in ${outbox}`);
  }
}
