import { spawn } from 'node:child_process';
import pg from 'pg';
import { BackupError } from './backup-error';
import { COUNTS_SQL, parseCounts, type DatabaseCounts } from './table-counts';

/**
 * pg_dump and pg_restore (package postgresql-client; their major version must be at least the
 * server's). The password travels in PGPASSWORD, never on the command line where `ps` shows it.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/**
 * A connection for one command. Its 'error' listener keeps a connection lost mid-command (a
 * restart) from ending the process with an unhandled event: the query running gets the error.
 */
async function connectClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-8000);
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed. Install the PostgreSQL client tools (Debian/Ubuntu: apt-get install postgresql-client), of the server's major version or newer.`,
            )
          : error,
      );
    });
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}

/**
 * `pg_dump --format=custom` of the database at `url` into `file`, with the row counts of the very
 * same snapshot: a read-only repeatable-read transaction exports its snapshot, counts, and pg_dump
 * dumps that snapshot while the transaction stays open.
 */
export async function pgDump(url: string, file: string): Promise<DatabaseCounts> {
  const client = await connectClient(url);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id'))
      .rows[0]!.id;
    const counts = parseCounts(
      (await client.query<{ name: string; rows: number }>(COUNTS_SQL)).rows,
    );
    const { dbname, env } = connection(url);
    await run(
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`],
      env,
    );
    await client.query('COMMIT');
    return counts;
  } finally {
    await client.end();
  }
}

/**
 * `pg_dump --format=custom` of whatever the database at `url` holds, Carta's tables or not (an
 * empty new database included): what a restore sets aside before replacing it.
 */
export async function pgDumpAsIs(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], env);
}

/**
 * Replaces the database's objects with the dump's, in one transaction (all or nothing): objects
 * named in the dump are dropped first; ownership and grants are left to the connecting role.
 */
export async function pgRestore(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

/**
 * Sessions other than ours on the database at `url`: a restore under running API servers would
 * pull their data away mid-request, and they may run on other machines, so the database is asked.
 */
export async function otherSessions(url: string): Promise<number> {
  const client = await connectClient(url);
  try {
    const { rows } = await client.query<{ sessions: number }>(
      `select count(*)::int as sessions from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows[0]!.sessions;
  } finally {
    await client.end();
  }
}

/** Row counts and migration level of the database at `url`. */
export async function postgresCounts(url: string): Promise<DatabaseCounts> {
  const client = await connectClient(url);
  try {
    return parseCounts((await client.query<{ name: string; rows: number }>(COUNTS_SQL)).rows);
  } finally {
    await client.end();
  }
}
