import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './client';

const FIRST_RUN_DELAY_MS = 5_000;
const INTERVAL_MS = 60 * 60 * 1000;

/**
 * PGlite runs no autovacuum, so its planner statistics never refresh on their own and searches
 * stop using the trigram indexes as tables grow (measured: ~17 ms instead of ~2 ms per search at
 * 10,000 products). ANALYZE shortly after start and then hourly keeps the plans right.
 * Returns a function that stops the schedule.
 */
export function scheduleEmbeddedAnalyze(database: DatabaseHandle, log: FastifyBaseLogger) {
  if (database.kind !== 'pglite') return () => {};
  const analyze = () => {
    database.db.execute(sql`analyze`).catch((error: unknown) => {
      log.warn({ err: error }, 'ANALYZE of the embedded database failed');
    });
  };
  const first = setTimeout(analyze, FIRST_RUN_DELAY_MS).unref();
  const hourly = setInterval(analyze, INTERVAL_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
