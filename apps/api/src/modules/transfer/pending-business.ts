import { setImmediate as nextTurn } from 'node:timers/promises';
import { TRANSFER_LIMITS } from '@carta/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activity,
  businesses,
  categories,
  categoryProducts,
  menuCategories,
  menus,
  products,
} from '../../db/schema';
import type { BusinessRow, BusinessValues } from '../businesses/businesses.repository';
import {
  asImportError,
  importTimeout,
  limitStatements,
  writeDeadline,
  type TimeBudget,
} from './import-budget';

/**
 * A new business written by a catalogue import in many short transactions instead of one long
 * one (docs/security.md, "Imports"): the embedded database has one connection, and a transaction
 * holds it until it commits. The business is created hidden (`import_pending`: every read leaves
 * it out), filled a few hundred rows per transaction with a turn of the event loop between them,
 * and shown by the last one. A failed import removes what it wrote; a crash mid-way leaves a
 * hidden business that `sweepAbandonedImports` removes later.
 */

/** Runs one write step in a transaction of its own; past the write budget: 503, nothing shown. */
export type ImportStep = <T>(work: (tx: Database) => Promise<T>) => Promise<T>;

/** Tests watch each step (what is visible between them); `undefined` in production. */
export type StepObserver = (businessId: string) => Promise<void>;

/** `items` in slices of TRANSFER_LIMITS.rowsPerImportStep. */
export function stepSlices<T>(items: readonly T[]): T[][] {
  const size = TRANSFER_LIMITS.rowsPerImportStep;
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    result.push(items.slice(start, start + size));
  return result;
}

/**
 * The steps of one import: each waits a turn of the event loop (requests queued meanwhile get the
 * connection first), then runs in a transaction of its own. The write budget counts the time spent
 * inside the steps, not the waits between them (those serve other requests); the import's whole
 * budget still bounds both. PostgreSQL's statement_timeout gives each step what is left.
 */
function importSteps(db: Database, budget: TimeBudget, writeBudgetMs: number): ImportStep {
  let spentMs = 0;
  return async (work) => {
    await nextTurn();
    budget();
    const started = Date.now();
    const deadline = writeDeadline(budget, writeBudgetMs - spentMs);
    if (started >= deadline) throw importTimeout();
    try {
      return await db.transaction(async (tx) => {
        await limitStatements(tx, deadline);
        return work(tx);
      });
    } catch (error) {
      throw asImportError(error);
    } finally {
      spentMs += Date.now() - started;
    }
  };
}

/** Tables holding a business's rows, emptied before the business itself (links first). */
const BUSINESS_ROWS = [activity, categoryProducts, menuCategories, products, categories, menus];

/**
 * Deletes a business a slice of rows per statement, with a turn of the event loop between them,
 * then the business: one cascading DELETE of thousands of rows would hold the connection again.
 */
export async function removeBusinessInSteps(db: Database, businessId: string): Promise<void> {
  for (const table of BUSINESS_ROWS) {
    for (;;) {
      const { rows } = await db.execute(sql`
        delete from ${table} where ctid in (
          select ctid from ${table} where business_id = ${businessId}
          limit ${TRANSFER_LIMITS.rowsPerImportStep}
        ) returning 1`);
      await nextTurn();
      if (rows.length < TRANSFER_LIMITS.rowsPerImportStep) break;
    }
  }
  await db.delete(businesses).where(eq(businesses.id, businessId));
}

/**
 * Removes the hidden businesses of imports that stopped without finishing (the process died):
 * those older than TRANSFER_LIMITS.abandonedImportMs, which no running import can be. The age is
 * the database's clock, the same for every process. Returns how many were removed.
 */
export async function sweepAbandonedImports(db: Database): Promise<number> {
  const abandoned = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(
        eq(businesses.importPending, true),
        sql`${businesses.createdAt} < now() - ${TRANSFER_LIMITS.abandonedImportMs} * interval '1 millisecond'`,
      ),
    );
  for (const { id } of abandoned) await removeBusinessInSteps(db, id);
  return abandoned.length;
}

/**
 * Creates the hidden business, runs `fill` with the steps, then shows the business in one last
 * step and returns it. On any failure the business and its rows are removed, and the error is
 * thrown on.
 */
export async function writePendingBusiness(
  db: Database,
  budget: TimeBudget,
  writeBudgetMs: number,
  ownerId: string,
  values: BusinessValues,
  fill: (business: BusinessRow, step: ImportStep) => Promise<void>,
  observe?: StepObserver,
): Promise<BusinessRow> {
  const runStep = importSteps(db, budget, writeBudgetMs);
  const pending = await runStep(async (tx) => {
    const [row] = await tx
      .insert(businesses)
      .values({ ...values, ownerId, importPending: true })
      .returning();
    return row!;
  });
  const step: ImportStep = async (work) => {
    if (observe) await observe(pending.id);
    return runStep(work);
  };
  try {
    await fill(pending, step);
    const [shown] = await step((tx) =>
      tx
        .update(businesses)
        .set({ importPending: false, updatedAt: new Date() })
        .where(and(eq(businesses.id, pending.id), eq(businesses.importPending, true)))
        .returning(),
    );
    // Swept meanwhile: only possible when a step outlived abandonedImportMs.
    if (!shown) throw importTimeout();
    return shown;
  } catch (error) {
    // Should this fail too (the database went away), the business stays hidden and is swept.
    await removeBusinessInSteps(db, pending.id).catch(() => undefined);
    throw error;
  }
}
