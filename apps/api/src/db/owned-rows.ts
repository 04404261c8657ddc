import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** A table whose rows have a uuid `id` and an `updated_at` stamped on every update. */
export type OwnedTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * Read, insert, update and delete by id in `table`. `owned(ownerId, id)` is the table's tenant
 * rule: every by-id query goes through it, so anyone else's row is simply not found.
 */
export function ownedRows<T extends OwnedTable>(
  db: Database,
  table: T,
  owned: (ownerId: string, id: string) => SQL | undefined,
) {
  type Row = T['$inferSelect'];

  return {
    async findOwned(ownerId: string, id: string): Promise<Row | null> {
      const rows = await db
        .select()
        .from(table as OwnedTable)
        .where(owned(ownerId, id))
        .limit(1);
      return (rows[0] as Row | undefined) ?? null;
    },

    async insert(values: PgInsertValue<T>): Promise<Row> {
      const [row] = await db.insert(table).values(values).returning();
      return row as Row;
    },

    /** Null when the row is not the owner's. */
    async update(ownerId: string, id: string, values: PgUpdateSetSource<T>): Promise<Row | null> {
      const rows = (await db
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(owned(ownerId, id))
        .returning()) as Row[];
      return rows[0] ?? null;
    },

    /** False when the row is not the owner's. */
    async delete(ownerId: string, id: string): Promise<boolean> {
      const rows = await db.delete(table).where(owned(ownerId, id)).returning({ id: table.id });
      return rows.length > 0;
    },
  };
}
