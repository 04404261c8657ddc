import { afterEach, describe, expect, it } from 'vitest';
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

describe.runIf(testDatabaseKind() === 'postgres')('npm start with PostgreSQL', () => {
  it(
    'serves from 2 processes, replaces one killed without failing a request sent after the kill, and drains both on SIGTERM',
    { timeout: 90_000 },
    async () => {
      servers = await SupervisedServers.start({ postgres: true, env: { SERVER_PROCESSES: '2' } });
      const [first, second] = await servers.waitForWorkers(2);

      // Both processes take requests: each logs the ones it answered, with its pid.
      const load = steadyLoad(servers.url, '/api/health', 4);
      await waitFor('both processes answering', () =>
        servers!.answeringPids('/api/health').size === 2 ? true : undefined,
      );
      expect(servers.answeringPids('/api/health')).toEqual(new Set([first, second]));

      // SIGKILL one: the other keeps answering while it is started again.
      const killedAt = Date.now();
      process.kill(first!, 'SIGKILL');
      const [replacement] = await servers.waitForWorkers(1, [first!, second!]);
      await sleep(500);
      const { ok, failures } = await load.stop();

      // A request the killed process had already accepted dies with it (SIGKILL leaves it no
      // chance to answer): at most one per client in flight. Every request started after the
      // kill is answered, by the survivor and then by both.
      const afterKill = failures.filter((failure) => failure.startedAt > killedAt);
      expect(afterKill, JSON.stringify(failures)).toEqual([]);
      expect(failures.length).toBeLessThanOrEqual(4);
      expect(ok).toBeGreaterThan(20);
      expect(alive(second!)).toBe(true);
      expect(servers.log).toMatch(
        /server process \d+ was killed by SIGKILL; starting it again in 0\.5 s \(1 other serving meanwhile\)/,
      );

      // SIGTERM: both drain and exit, then the supervisor exits 0.
      servers.supervisor.kill('SIGTERM');
      expect(await servers.exited()).toEqual({ code: 0, signal: null });
      await waitFor('the workers gone', () =>
        [second!, replacement!].every((pid) => !alive(pid)) ? true : undefined,
      );
    },
  );

  it(
    'replaces every process on SIGHUP, one at a time, without failing a request',
    { timeout: 120_000 },
    async () => {
      servers = await SupervisedServers.start({ postgres: true, env: { SERVER_PROCESSES: '2' } });
      const before = await servers.waitForWorkers(2);

      const load = steadyLoad(servers.url, '/api/health', 4);
      await sleep(300);
      servers.supervisor.kill('SIGHUP');
      await waitFor('the rolling restart done', () =>
        servers!.log.includes('rolling restart done') ? true : undefined,
      );
      const after = await servers.waitForWorkers(2, before);
      await sleep(300);
      const { ok, failures } = await load.stop();

      expect(failures, JSON.stringify(failures)).toEqual([]);
      expect(ok).toBeGreaterThan(20);
      expect(after.some((pid) => before.includes(pid))).toBe(false);
      expect(before.some(alive)).toBe(false);
      // Each new process took requests.
      const answering = servers.answeringPids('/api/health');
      expect(after.every((pid) => answering.has(pid))).toBe(true);
    },
  );
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
