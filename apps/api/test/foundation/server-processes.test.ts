import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUPERVISION } from '@carta/shared';
import {
  CONFIG_ERROR_EXIT_CODE,
  SERVER_CONFIG_MESSAGE,
} from '../../../../scripts/server-runtime.mjs';
import { testDatabaseKind } from '../helpers/database';
import {
  alive,
  sleep,
  steadyLoad,
  SupervisedServers,
  waitFor,
} from '../helpers/supervised-servers';

/**
 * `npm start` with PostgreSQL runs SERVER_PROCESSES workers on one port (node:cluster) and keeps
 * guests served while one of them restarts (issue 27, "All the cores, and more machines";
 * docs/architecture.md, "Processes"). Real processes: scripts/start.mjs running the server's
 * source, PostgreSQL on 127.0.0.1, requests on new connections as guests' phones make them.
 */

let servers: SupervisedServers | undefined;
afterEach(async () => {
  await servers?.dispose();
  servers = undefined;
});

it('the supervisor keeps its own copy of the constants it shares with the server', () => {
  expect(SERVER_CONFIG_MESSAGE).toBe(SUPERVISION.configMessage);
  expect(CONFIG_ERROR_EXIT_CODE).toBe(SUPERVISION.configErrorExitCode);
});

// One supervisor through the steps in order: starting a worker from source takes seconds, more on
// a loaded machine, so the steps share it rather than each starting its own.
describe.runIf(testDatabaseKind() === 'postgres')('npm start with PostgreSQL', () => {
  let postgres: SupervisedServers;
  let workers: number[] = [];
  beforeAll(async () => {
    postgres = await SupervisedServers.start({ postgres: true, env: { SERVER_PROCESSES: '2' } });
    workers = await postgres.waitForWorkers(2);
  }, 120_000);
  afterAll(() => postgres?.dispose());

  it('answers from 2 processes on the one port', async () => {
    const load = steadyLoad(postgres.url, '/api/health', 4);
    await waitFor('both processes answering', () =>
      postgres.answeringPids('/api/health').size === 2 ? true : undefined,
    );
    const { failures } = await load.stop();
    expect(failures).toEqual([]);
    expect(postgres.answeringPids('/api/health')).toEqual(new Set(workers));
  });

  it(
    'starts a killed process again while the other serves, failing no request sent after the kill',
    { timeout: 90_000 },
    async () => {
      const [victim, survivor] = workers as [number, number];
      const load = steadyLoad(postgres.url, '/api/health', 4);
      await sleep(300);
      const killedAt = Date.now();
      process.kill(victim, 'SIGKILL');
      const [replacement] = await postgres.waitForWorkers(1, workers);
      await sleep(500);
      const { ok, failures } = await load.stop();

      // A request the killed process had already accepted dies with it (SIGKILL leaves it no
      // chance to answer; the kernel resets the connection): at most one per client in flight.
      // Every request started after the kill is answered, by the survivor and then by both.
      const afterKill = failures.filter((failure) => failure.startedAt > killedAt);
      expect(afterKill, JSON.stringify(failures)).toEqual([]);
      expect(failures.length).toBeLessThanOrEqual(4);
      expect(ok).toBeGreaterThan(20);
      expect(alive(survivor)).toBe(true);
      expect(postgres.log).toMatch(
        new RegExp(
          `server process ${victim} was killed by SIGKILL; starting it again in 0\\.5 s \\(1 other serving meanwhile\\)`,
        ),
      );
      workers = [survivor, replacement!];
    },
  );

  it(
    'replaces every process on SIGHUP, one at a time, without failing a request',
    { timeout: 120_000 },
    async () => {
      const before = workers;
      const load = steadyLoad(postgres.url, '/api/health', 4);
      await sleep(300);
      postgres.supervisor.kill('SIGHUP');
      await waitFor(
        'the rolling restart done',
        () => (postgres.log.includes('rolling restart done') ? true : undefined),
        110_000,
      );
      const after = await postgres.waitForWorkers(2, before);
      await sleep(300);
      const { ok, failures } = await load.stop();

      expect(failures, JSON.stringify(failures)).toEqual([]);
      expect(ok).toBeGreaterThan(20);
      expect(before.some(alive)).toBe(false);
      // The new processes took requests.
      const answering = postgres.answeringPids('/api/health');
      expect(after.some((pid) => answering.has(pid))).toBe(true);
      workers = after;
    },
  );

  it('drains every process on SIGTERM, then exits 0', { timeout: 30_000 }, async () => {
    postgres.supervisor.kill('SIGTERM');
    expect(await postgres.exited()).toEqual({ code: 0, signal: null });
    await waitFor('the workers gone', () => (workers.some(alive) ? undefined : true), 15_000);
  });
});

describe.runIf(testDatabaseKind() === 'pglite')('npm start with the embedded database', () => {
  it(
    'refuses SERVER_PROCESSES above 1 at start, with the reason, and does not restart',
    { timeout: 60_000 },
    async () => {
      servers = await SupervisedServers.start({
        postgres: false,
        env: { SERVER_PROCESSES: '2' },
      });
      expect(await servers.exited()).toEqual({ code: CONFIG_ERROR_EXIT_CODE, signal: null });
      expect(servers.log).toContain(
        'SERVER_PROCESSES: the embedded database is opened by one process only',
      );
      expect(servers.log.match(/Invalid configuration/g)).toHaveLength(1);
      expect(servers.log).toContain('not restarting');
    },
  );
});
