import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPostgresDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { adminQuery, databaseUrl } from './postgres-admin';
import './provided';

/**
 * Creates `carta_test_<random>` on TEST_DATABASE_URL and migrates it; test files clone it as a
 * TEMPLATE (a fast file copy). Everything with that prefix is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('The api-postgres project needs TEST_DATABASE_URL');
  const templateName = `carta_test_${randomBytes(4).toString('hex')}`;

  await adminQuery(adminUrl, `CREATE DATABASE ${templateName}`);
  const database = await createPostgresDatabase(databaseUrl(adminUrl, templateName), 1);
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  project.provide('testDatabase', { kind: 'postgres', adminUrl, templateName });

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${templateName}%`],
      );
      // The template last: the copies were made from it.
      for (const { datname } of rows.sort((a, b) => b.datname.length - a.datname.length)) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    } finally {
      await client.end();
    }
  };
}
