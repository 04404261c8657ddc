import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set in the child process that only creates and migrates the embedded database, then exits. */
export const PREPARE_DATABASE_ENV = 'CARTA_PREPARE_DATABASE';

export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(join(dataDir, 'db', 'PG_VERSION'));
}

/**
 * Creating a PGlite data directory (initdb) peaks near 800 MB and the process never gives that
 * memory back, which breaks the 300 MB resident bar of docs/architecture.md §8. So the first start runs initdb
 * and the migrations in a short-lived child process; the server itself only ever reopens an
 * existing directory (~0.3 s, ~210 MB).
 */
export async function prepareEmbeddedDatabase(dataDir: string, entryUrl: string): Promise<void> {
  if (embeddedDatabaseExists(dataDir)) return;
  // Not a cluster worker of `npm start` as this process is: without NODE_UNIQUE_ID.
  const { NODE_UNIQUE_ID: _worker, ...env } = process.env;
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(entryUrl)], {
    env: { ...env, [PREPARE_DATABASE_ENV]: '1' },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Creating the embedded database failed (exit code ${code})`);
}
