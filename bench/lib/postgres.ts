// A throw-away PostgreSQL database for a benchmark: created on the server named by
// $BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) with psql, dropped
// by the clean-up after the Carta server using it has stopped.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Cleanup } from './carta';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function psql(url: string, statement: string, timeoutMs = 30_000): { ok: boolean; output: string } {
  const run = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', statement], {
    encoding: 'utf8',
    timeout: timeoutMs,
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
  { template }: { template?: string } = {},
): { url: string; name: string } | { skipped: string } {
  const probe = psql(serverUrl, 'select 1');
  if (!probe.ok) return { skipped: `PostgreSQL at ${serverUrl} not usable: ${probe.output}` };
  const name = `carta_bench_${randomBytes(4).toString('hex')}`;
  // A copy of `template` (a kept, seeded database) when given: file by file, no SQL replayed.
  const created = psql(
    serverUrl,
    `create database ${name}${template ? ` template ${checkedName(template)}` : ''}`,
    template ? 900_000 : 30_000,
  );
  if (!created.ok) return { skipped: `create database failed: ${created.output}` };
  cleanup.add(() => {
    const dropped = psql(serverUrl, `drop database if exists ${name} with (force)`);
    if (!dropped.ok) console.error(`could not drop ${name}: ${dropped.output}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

/** Bench databases kept between runs (templates) are named by the caller: letters, digits, _. */
function checkedName(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return name;
}

/** Whether the database `name` exists on the server. */
export function databaseExists(
  name: string,
  serverUrl = process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL,
): boolean {
  const found = psql(serverUrl, `select 1 from pg_database where datname = '${checkedName(name)}'`);
  return found.ok && found.output === '1';
}

/** Makes `target` a copy of `source` (no one may be connected to `source`); throws on failure. */
export function copyDatabase(
  source: string,
  target: string,
  serverUrl = process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL,
): void {
  // Planner statistics travel with the copy, but a database made from a template starts with no
  // counts of changed rows, so autovacuum never analyses it: a seed copied before autovacuum got
  // to it is planned blind forever (a menu's rows read by a sequential scan of every category:
  // 218 ms instead of 2 ms at 10,000 businesses). Analysed here, every copy has them.
  const sourceUrl = new URL(serverUrl);
  sourceUrl.pathname = `/${checkedName(source)}`;
  const analysed = psql(sourceUrl.toString(), 'analyze', 900_000);
  if (!analysed.ok) throw new Error(`analysing ${source} failed: ${analysed.output}`);
  const copied = psql(
    serverUrl,
    `create database ${checkedName(target)} template ${checkedName(source)}`,
    900_000,
  );
  if (!copied.ok) throw new Error(`copying ${source} to ${target} failed: ${copied.output}`);
}

/** Drops `name` if it exists; throws on failure. */
export function dropDatabase(
  name: string,
  serverUrl = process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL,
): void {
  const dropped = psql(serverUrl, `drop database if exists ${checkedName(name)} with (force)`);
  if (!dropped.ok) throw new Error(`dropping ${name} failed: ${dropped.output}`);
}
