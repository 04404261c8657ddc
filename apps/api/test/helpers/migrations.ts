import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { migrationsFolder } from '../../src/db/migrate';
import { ownerSessionForSuite } from './sessions';

/** The statements of one migration file (e.g. `0004_menu_hours.sql`), without comment lines. */
export async function migrationStatements(fileName: string): Promise<string[]> {
  const text = await readFile(join(migrationsFolder(), fileName), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^--.*$/gm, '').trim())
    .filter(Boolean);
}

/**
 * A migration test file's suite: an owner session on an already migrated database (rows are
 * written through the API, then put back into the previous version's state with `execute`), and
 * the migration's own statements (`statements`, filled in by a `beforeAll`), which
 * `runMigration` runs again in order, as an upgrade would.
 */
export function migrationSuite(fileName: string) {
  const session = ownerSessionForSuite();
  const statements: string[] = [];
  beforeAll(async () => {
    statements.push(...(await migrationStatements(fileName)));
  });
  const execute = (statement: string) => session.t.database.db.execute(sql.raw(statement));
  const runMigration = async () => {
    for (const statement of statements) await execute(statement);
  };
  return { ...session, statements, execute, runMigration };
}
