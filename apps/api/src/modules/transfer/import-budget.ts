import { TRANSFER_LIMITS } from '@carta/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { httpError } from '../../lib/http-errors';
import { sqlState } from '../../lib/sql-state';

/** An import stopped by its time budget or waiting for another: when to try again. */
export const RETRY_IMPORT = { retryAfterSeconds: TRANSFER_LIMITS.retryAfterSeconds };

/** PostgreSQL query_canceled (statement_timeout) and lock_not_available (lock_timeout). */
const QUERY_CANCELED = '57014';
const LOCK_NOT_AVAILABLE = '55P03';

export const importTimeout = () => httpError(503, 'importTimeout', RETRY_IMPORT);

/** Throws a 503 once an import has used its time budget (docs/product.md, "Import and export"). */
export function timeBudget(budgetMs: number) {
  const deadline = Date.now() + budgetMs;
  const check = () => {
    if (Date.now() > deadline) throw importTimeout();
  };
  return Object.assign(check, { remainingMs: () => deadline - Date.now() });
}
export type TimeBudget = ReturnType<typeof timeBudget>;

/** The moment an import's writes must be done by: the write budget, within what is left. */
export const writeDeadline = (budget: TimeBudget, writeBudgetMs: number) =>
  Date.now() + Math.min(writeBudgetMs, budget.remainingMs());

/** Each statement of `tx` may take what is left until `deadline`, not a whole budget again. */
export const limitStatements = (tx: Database, deadline: number) =>
  tx.execute(
    sql.raw(`set local statement_timeout = ${Math.max(1, Math.ceil(deadline - Date.now()))}`),
  );

/** A database error of an import's budget or lock as the import's own 503; others unchanged. */
export function asImportError(error: unknown): unknown {
  const state = sqlState(error);
  if (state === QUERY_CANCELED) return importTimeout();
  if (state === LOCK_NOT_AVAILABLE) return httpError(503, 'importBusy', RETRY_IMPORT);
  return error;
}
