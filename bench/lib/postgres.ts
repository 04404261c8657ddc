// A throw-away PostgreSQL database for a benchmark: created on the server named by
// $BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) with psql, dropped
// by the clean-up after the Carta server using it has stopped.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Cleanup } from './carta';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function psql(url: string, statement: string): { ok: boolean; output: string } {
  const run = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', statement], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { ok: run.status === 0, output: `${run.stdout ?? ''}${run.stderr ?? ''}`.trim() };
}

/**
 * The URL of a new empty database, or the reason there is none (no psql, server down). Register
 * it before starting the server that uses it: clean-up tasks run in reverse order.
 */
export function createBenchDatabase(
  cleanup: Cleanup,
  serverUrl = process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL,
): { url: string } | { skipped: string } {
  const probe = psql(serverUrl, 'select 1');
  if (!probe.ok) return { skipped: `PostgreSQL at ${serverUrl} not usable: ${probe.output}` };
  const name = `carta_bench_${randomBytes(4).toString('hex')}`;
  const created = psql(serverUrl, `create database ${name}`);
  if (!created.ok) return { skipped: `create database failed: ${created.output}` };
  cleanup.add(() => {
    const dropped = psql(serverUrl, `drop database if exists ${name} with (force)`);
    if (!dropped.ok) console.error(`could not drop ${name}: ${dropped.output}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString() };
}
