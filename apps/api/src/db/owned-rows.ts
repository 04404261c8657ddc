import { and, eq, type SQL } from 'drizzle-orm';
import type {
  PgColumn,
  PgInsertValue,
  PgSelect,
  PgTable,
  PgUpdateSetSource,
} from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { listPage, listWhere, ownedBy, totalOf, type ListScope, type Page } from './list-filter';

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

/** A table of a business's content (products, categories, menus): rows of one business each. */
export type ContentTable = OwnedTable & {
  businessId: PgColumn;
  name: PgColumn;
  createdAt: PgColumn;
};

/**
 * `ownedRows` of a business's content: a row is the owner's when its business is (`owned`), it
 * is inserted under a business, and its lists are narrowed to a ListScope. `Values` are the
 * columns a create sets and an update may set.
 */
export function contentRows<T extends ContentTable, Values extends object>(db: Database, table: T) {
  const owned = (ownerId: string, id: string) =>
    and(eq(table.id, id), ownedBy(db, table.businessId, ownerId));
  const rows = ownedRows(db, table, owned);

  return {
    owned,

    /**
     * One page of the scope's rows, newest first, and the total, in one query: `select` is the
     * page's `$dynamic()` SELECT without WHERE or ORDER BY, given its `total` column (listPage).
     */
    listPage<TSelect extends PgSelect>(
      scope: ListScope,
      page: Page,
      select: (total: ReturnType<typeof totalOf>) => TSelect,
    ) {
      const where = listWhere(db, table, scope);
      return listPage(db, table, where, page, select(totalOf(db, table, where)));
    },

    findOwned: rows.findOwned,

    insert: (businessId: string, values: Values) =>
      rows.insert({ ...values, businessId } as PgInsertValue<T>),

    /** Null when the row is not the owner's. */
    update: (ownerId: string, id: string, values: Partial<Values>) =>
      rows.update(ownerId, id, values as PgUpdateSetSource<T>),

    /** What links to the row goes with it (ON DELETE CASCADE). False when not the owner's. */
    delete: rows.delete,
  };
}
