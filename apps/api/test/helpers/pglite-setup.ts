import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import './provided';

/**
 * Runs initdb and the migrations ONCE per test run (initdb is the slow, memory-hungry part) and
 * saves the data directory as a tarball; every test database starts from a copy of it.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'carta-pglite-template-'));
  const database = await createPgliteDatabase();
  try {
    await runMigrations(database);
    if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.driver.client.dumpDataDir('none');
    const templateFile = join(dir, 'pgdata.tar');
    await writeFile(templateFile, new Uint8Array(await dump.arrayBuffer()));
    project.provide('testDatabase', { kind: 'pglite', templateFile });
  } finally {
    await database.close();
  }
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
