import { getTableName, isTable, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { analyzeEmbeddedTables } from '../../src/db/embedded-maintenance';
import * as schema from '../../src/db/schema';
import { createTestDatabase } from '../helpers/database';

/** When each of Carta's tables was last analyzed (null: never). */
async function lastAnalyzed(database: DatabaseHandle): Promise<Map<string, string | null>> {
  const { rows } = await database.db.execute<{ name: string; at: string | null }>(
    sql`select relname as name, coalesce(last_analyze, last_autoanalyze)::text as at
        from pg_stat_user_tables where schemaname = 'public'`,
  );
  return new Map(rows.map((row) => [row.name, row.at]));
}

// Runs on both databases (the schedule itself only starts on the embedded one).
describe('ANALYZE table by table (docs/performance.md)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("analyzes every one of Carta's tables and nothing else", async () => {
    const expected = Object.values(schema)
      .filter(isTable)
      .map((table) => `public.${getTableName(table)}`)
      .sort();
    const analyzed = await analyzeEmbeddedTables(database);
    expect([...analyzed].sort()).toEqual(expected);
    const stats = await lastAnalyzed(database);
    for (const name of expected) {
      expect(stats.get(name.slice('public.'.length)), name).not.toBeNull();
    }
  });
});
