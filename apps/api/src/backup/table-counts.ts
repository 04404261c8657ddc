import { getTableName, isTable } from 'drizzle-orm';
import * as schema from '../db/schema';

/** Row counts by table: written into the manifest, checked again after a restore. */
export type TableCounts = Record<string, number>;

const MIGRATIONS = 'drizzle.__drizzle_migrations';

const tableNames = Object.values(schema)
  .filter(isTable)
  .map((table) => getTableName(table))
  .sort();

/**
 * One statement counting every table of the schema and the applied migrations (the migration
 * level tells a restore whether this code knows the archive's schema).
 */
export const COUNTS_SQL = [
  ...tableNames.map((name) => `select '${name}' as name, count(*)::int as rows from "${name}"`),
  `select '${MIGRATIONS}' as name, count(*)::int as rows from ${MIGRATIONS}`,
].join(' union all ');

export interface DatabaseCounts {
  tables: TableCounts;
  /** Migrations applied to the database. */
  migrations: number;
}

export function parseCounts(rows: readonly { name: string; rows: number }[]): DatabaseCounts {
  const tables: TableCounts = {};
  let migrations = 0;
  for (const row of rows) {
    if (row.name === MIGRATIONS) migrations = Number(row.rows);
    else tables[row.name] = Number(row.rows);
  }
  return { tables, migrations };
}
