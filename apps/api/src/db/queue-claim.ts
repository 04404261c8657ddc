import { sql, type SQL } from 'drizzle-orm';
import type { outgoingMail, webhookDeliveries } from './schema';

/** The table of a durable queue: rows with a state, next_attempt_at, locked_until and attempts. */
type QueueTable = typeof outgoingMail | typeof webhookDeliveries;

/**
 * The UPDATE that marks up to `limit` due rows of `table` as being sent by the caller until
 * `lockedUntil` and answers `returning` of each (docs/architecture.md, "Outgoing mail"). Due: queued
 * and past `next_attempt_at`, or claimed by a sender whose claim lapsed. Rows another process is
 * claiming are skipped (SKIP LOCKED), so no two processes claim the same row. Every queue's
 * repository runs its claim through this one statement.
 */
export function claimDueStatement(
  table: QueueTable,
  claim: { now: Date; lockedUntil: Date; limit: number },
  returning: SQL,
): SQL {
  const now = claim.now.toISOString();
  return sql`
    UPDATE ${table}
    SET state = 'sending', locked_until = ${claim.lockedUntil.toISOString()}::timestamptz,
        attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM ${table}
      WHERE (state = 'queued' AND next_attempt_at <= ${now}::timestamptz)
         OR (state = 'sending' AND locked_until < ${now}::timestamptz)
      ORDER BY next_attempt_at
      LIMIT ${claim.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING ${returning}`;
}
