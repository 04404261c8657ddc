import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
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
 * WHERE clause of an owner-scoped list: the business (or all the owner's businesses) and the
 * name search. `ILIKE '%term%'` is served by the table's pg_trgm GIN index on name.
 */
export function listWhere(
  db: Database,
  table: { businessId: PgColumn; name: PgColumn },
  scope: ListScope,
): SQL | undefined {
  const inBusiness = scope.businessId
    ? eq(table.businessId, scope.businessId)
    : ownedBy(db, table.businessId, scope.ownerId);
  return and(inBusiness, scope.name ? ilike(table.name, containsPattern(scope.name)) : undefined);
}

/** `business_id IN (the owner's businesses)`, for reading one item by id. */
export function ownedBy(db: Database, businessIdColumn: PgColumn, ownerId: string): SQL {
  return inArray(
    businessIdColumn,
    db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, ownerId)),
  );
}

/**
 * One page of `select` (a `$dynamic()` query without WHERE or ORDER BY) under `where`, newest
 * first, and the total count under the same `where`: two queries sent together.
 */
export async function listPage<TSelect extends PgSelect>(
  db: Database,
  table: PgTable & { id: PgColumn; createdAt: PgColumn },
  where: SQL | undefined,
  page: Page,
  select: TSelect,
): Promise<{ rows: Awaited<TSelect>; total: number }> {
  const [rows, [totals]] = await Promise.all([
    select
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
