import { and, count, desc, eq, getTableName, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { businesses } from './schema';

/** What a list of products, categories or menus is narrowed to (the service checked access). */
export interface ListScope {
  ownerId: string;
  /** One business of the owner; every business of the owner when absent. */
  businessId?: string;
  /** Trimmed, non-empty search text. */
  name?: string;
}

export interface Page {
  offset: number;
  limit: number;
}

/** `ILIKE` pattern matching `term` anywhere, with the wildcards `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * WHERE clause of an owner-scoped list: the owner's business (or all of them) and the
 * name search. `ILIKE '%term%'` is served by the table's pg_trgm GIN index on name.
 */
export function listWhere(
  db: Database,
  table: { businessId: PgColumn; name: PgColumn },
  scope: ListScope,
): SQL | undefined {
  // The owner check stays in SQL with a business too: the service checks the business only
  // when the list comes back empty (lib/owned-list.ts), instead of before every list.
  const owned = ownedBy(db, table.businessId, scope.ownerId);
  const inBusiness = scope.businessId ? and(eq(table.businessId, scope.businessId), owned) : owned;
  return and(inBusiness, scope.name ? ilike(table.name, containsPattern(scope.name)) : undefined);
}

/**
 * The owner's businesses: every read and write by owner goes through this. A business a catalogue
 * import is still writing (`import_pending`) is nobody's yet (docs/security.md, "Imports").
 */
export function ownerBusinesses(ownerId: string): SQL | undefined {
  return and(eq(businesses.ownerId, ownerId), eq(businesses.importPending, false));
}

/** The owner's business `id`: the tenant rule of a business read by id. */
export function ownBusiness(ownerId: string, id: string): SQL | undefined {
  return and(eq(businesses.id, id), ownerBusinesses(ownerId));
}

/** Whether `id` is one of the owner's businesses. */
export async function ownsBusiness(db: Database, ownerId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(ownBusiness(ownerId, id))
    .limit(1);
  return row !== undefined;
}

/** `business_id IN (the owner's businesses)`, for reading one item by id. */
export function ownedBy(db: Database, businessIdColumn: PgColumn, ownerId: string): SQL {
  return inArray(
    businessIdColumn,
    db.select({ id: businesses.id }).from(businesses).where(ownerBusinesses(ownerId)),
  );
}

/**
 * The number of rows of `table` under `where`, as a column of the page's own query: an
 * uncorrelated subquery, run once per statement, that leaves the page free to stop at its LIMIT
 * (a `count(*) over ()` window would carry every matching row through).
 */
export function totalOf(db: Database, table: PgTable, where: SQL | undefined) {
  return sql<number>`(${db.select({ total: count() }).from(table).where(where)})`.mapWith(Number);
}

/**
 * How many link rows point at the list's row, as a column of the same SELECT: a list page carries
 * counts, never the children themselves, so its size stays bounded (docs/security.md, "Input
 * limits"). `foreignKey` is the link table's column holding the parent's id, e.g.
 * `categoryProducts.categoryId` under `categories`. Written with explicit table names, as drizzle
 * leaves column names unqualified in a one-table SELECT.
 */
export function childCount(foreignKey: PgColumn, parent: PgTable) {
  const child = sql.identifier(getTableName(foreignKey.table));
  const parentId = sql`${sql.identifier(getTableName(parent))}.${sql.identifier('id')}`;
  return sql<number>`(
    select count(*)::int from ${child} where ${child}.${sql.identifier(foreignKey.name)} = ${parentId}
  )`.mapWith(Number);
}

/**
 * One page of `select` (a `$dynamic()` query without WHERE or ORDER BY that selects `total:
 * totalOf(db, table, where)`) under `where`, newest first, and the total, in one query. A
 * page past the end has no row to carry the total: only then is it counted separately.
 */
export async function listPage<TSelect extends PgSelect>(
  db: Database,
  table: PgTable & { id: PgColumn; createdAt: PgColumn },
  where: SQL | undefined,
  page: Page,
  select: TSelect,
): Promise<{ rows: Awaited<TSelect>; total: number }> {
  const rows = await select
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .offset(page.offset)
    .limit(page.limit);
  const first = rows[0] as { total?: number } | undefined;
  if (first?.total === undefined && first) throw new Error('listPage: select `total: totalOf(…)`');
  if (first) return { rows, total: first.total! };
  if (page.offset === 0) return { rows, total: 0 };
  const [totals] = await db.select({ total: count() }).from(table).where(where);
  return { rows, total: totals?.total ?? 0 };
}
