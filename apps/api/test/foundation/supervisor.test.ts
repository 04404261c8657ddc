import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPERVISION } from '@carta/shared';
import { testDatabaseKind } from '../helpers/database';
import { freePort } from '../helpers/free-port';

/**
 * `npm start` supervises the server (issue 26: "if a process does die, it is restarted"; README,
 * "Running it as a service"). scripts/start.mjs runs a small stand-in server here
 * (CARTA_SERVER_ENTRY), so that the test needs no build: it is killed with SIGKILL and comes back,
 * SIGTERM passes through, and a server that crashes at once makes start.mjs give up with exit 1.
 * Before, start.mjs exited with its server, whatever killed it. The rolling restart on SIGHUP is
 * here too (one process; a broken release); server-processes.test.ts runs the real server as
 * several processes on PostgreSQL.
 */

const START = fileURLToPath(new URL('../../../../scripts/start.mjs', import.meta.url));

/**
 * Answers /api/health with its pid; exits 3 at once with STAND_IN_CRASH=1 or once the file
 * STAND_IN_CRASH_IF exists; 0 on SIGTERM. With STAND_IN_PROCESSES it tells `npm start` to run that
 * many, as the server does with PostgreSQL.
 */
const STAND_IN = `
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
if (process.env.STAND_IN_PROCESSES) {
  process.send({
    type: '${SUPERVISION.configMessage}',
    processes: Number(process.env.STAND_IN_PROCESSES),
    embedded: false,
  });
}
const crashIf = process.env.STAND_IN_CRASH_IF;
if (process.env.STAND_IN_CRASH === '1' || (crashIf && existsSync(crashIf))) {
  console.error('stand-in: crashing at once');
  process.exit(3);
}
const server = createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.setHeader('connection', 'close');
  response.end(JSON.stringify({ status: 'ok', pid: process.pid }));
});
server.listen(Number(process.env.PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dir = '';
let standIn = '';
const started: ChildProcess[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'carta-supervisor-'));
  standIn = join(dir, 'stand-in-server.mjs');
  await writeFile(standIn, STAND_IN);
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

function startSupervisor(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [START], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      CARTA_SERVER_ENTRY: standIn,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

/** The pid the server on `port` answers with, once it answers (and differs from `not`). */
async function healthPid(port: number, not?: number, timeoutMs = 15_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(1_000),
      });
      const { pid } = (await response.json()) as { pid: number };
      if (pid !== not) return pid;
    } catch {
      // not (yet, or no longer) listening
    }
    await sleep(100);
  }
  throw new Error(`nothing new answered on port ${port} within ${timeoutMs} ms`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pids of `count` processes answering on `port`, once that many have answered. */
async function answeringPids(port: number, count: number, timeoutMs = 15_000): Promise<number[]> {
  const seen = new Set<number>();
  const deadline = Date.now() + timeoutMs;
  while (seen.size < count && Date.now() < deadline) seen.add(await healthPid(port));
  if (seen.size < count) throw new Error(`${count} processes did not answer on port ${port}`);
  return [...seen];
}

// Nothing here touches the database: run once, on the api project, not again on api-postgres.
describe.runIf(testDatabaseKind() === 'pglite')(
  'npm start (scripts/start.mjs) supervises the server',
  () => {
    it('starts the server again after a SIGKILL, and passes SIGTERM through', async () => {
      const port = await freePort();
      const supervisor = startSupervisor(port);
      const first = await healthPid(port);

      process.kill(first, 'SIGKILL');
      const second = await healthPid(port, first);
      expect(second).not.toBe(first);
      expect(supervisor.output()).toContain(
        `server process ${first} was killed by SIGKILL; starting it again in 0.5 s`,
      );

      supervisor.child.kill('SIGTERM');
      expect(await supervisor.exited).toEqual({ code: 0, signal: null });
      const deadline = Date.now() + 5_000;
      while (alive(second) && Date.now() < deadline) await sleep(50);
      expect(alive(second)).toBe(false);
    });

    it(
      'gives up with exit code 1 when the server crashes 5 times within a minute',
      { timeout: 40_000 },
      async () => {
        const port = await freePort();
        const supervisor = startSupervisor(port, { STAND_IN_CRASH: '1' });
        // Backoff 0.5 + 1 + 2 + 4 s between the five starts: about 8 s; 30 s is the bound here.
        const result = await Promise.race([supervisor.exited, sleep(30_000).then(() => null)]);
        expect(result, supervisor.output()).toEqual({ code: 1, signal: null });
        const output = supervisor.output();
        expect(output.match(/stand-in: crashing at once/g)).toHaveLength(5);
        expect(output.match(/exited with code 3; starting it again/g)).toHaveLength(4);
        expect(output).toContain('the 5th crash within 60 s: giving up');
      },
    );

    it('on SIGHUP with one process (the embedded database), stops it and starts a new one', async () => {
      const port = await freePort();
      const supervisor = startSupervisor(port);
      const first = await healthPid(port);
      supervisor.child.kill('SIGHUP');
      const second = await healthPid(port, first);
      expect(second).not.toBe(first);
      expect(alive(first)).toBe(false);
      expect(supervisor.output()).toContain('rolling restart of 1 server process');
      supervisor.child.kill('SIGTERM');
      expect(await supervisor.exited).toEqual({ code: 0, signal: null });
    });

    it(
      'keeps the running processes when a new one fails to start during a rolling restart',
      { timeout: 30_000 },
      async () => {
        const port = await freePort();
        const crashIf = join(dir, 'broken-release');
        const supervisor = startSupervisor(port, {
          STAND_IN_PROCESSES: '2',
          STAND_IN_CRASH_IF: crashIf,
        });
        const workers = await answeringPids(port, 2);

        // A broken release: every new process crashes at once.
        await writeFile(crashIf, '');
        supervisor.child.kill('SIGHUP');
        const deadline = Date.now() + 15_000;
        while (
          !supervisor.output().includes('rolling restart abandoned') &&
          Date.now() < deadline
        ) {
          await sleep(50);
        }
        expect(supervisor.output()).toContain(
          'the new server process exited before it listened; rolling restart abandoned, the running ones keep serving',
        );
        expect(workers.every(alive)).toBe(true);
        expect(workers).toContain(await healthPid(port));
        await rm(crashIf);
        supervisor.child.kill('SIGTERM');
        expect(await supervisor.exited, supervisor.output()).toEqual({ code: 0, signal: null });
      },
    );
  },
);
