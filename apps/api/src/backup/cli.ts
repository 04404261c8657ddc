import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runBackup } from './backup';
import { BackupError } from './backup-error';
import { DataDirBusyError } from './data-dir-lock';
import { runRestore } from './restore';
import { ArchiveError } from './tar';

const USAGE = `Usage:
  npm run backup [-- --out <directory or file.tar.gz>] [--keep <n>]
  npm run restore -- <archive.tar.gz>
  npm run restore -- --check <archive.tar.gz>

DATA_DIR, DATABASE_URL and S3_BUCKET are read as the server reads them. See docs/backups.md.`;

/** Paths on the command line are relative to where npm was started, not to the repository. */
function userPath(path: string, env: NodeJS.ProcessEnv): string {
  return isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path);
}

const optional = (value: string | undefined) => (value ? value : undefined);

/** `backup` or `restore` with its arguments; resolves to the exit code. */
export async function main(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  print: (line: string) => void = (line) => console.log(line),
): Promise<number> {
  const [command, ...rest] = argv;
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        keep: { type: 'string' },
        check: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    print(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    print(USAGE);
    return 0;
  }
  const dataDir = resolve(env.DATA_DIR || './data');
  const databaseUrl = optional(env.DATABASE_URL);

  try {
    if (command === 'backup' && positionals.length === 0 && !values.check) {
      const keep = values.keep === undefined ? undefined : Number(values.keep);
      if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
        print(`--keep must be a whole number of at least 1\n\n${USAGE}`);
        return 2;
      }
      const { manifest } = await runBackup({
        dataDir,
        databaseUrl,
        s3: !!optional(env.S3_BUCKET),
        out: userPath(values.out ?? 'backups', env),
        keep,
        log: print,
      });
      if (manifest.uploads.storage === 's3') {
        print('Images are in the S3 bucket and not in this archive: see docs/backups.md.');
      }
      return 0;
    }
    if (command === 'restore' && positionals.length === 1 && !values.out && !values.keep) {
      await runRestore({
        dataDir,
        databaseUrl,
        archive: userPath(positionals[0]!, env),
        checkOnly: values.check,
        log: print,
      });
      return 0;
    }
  } catch (error) {
    if (
      error instanceof BackupError ||
      error instanceof ArchiveError ||
      error instanceof DataDirBusyError
    ) {
      print(`${command === 'restore' ? 'Restore' : 'Backup'} failed: ${error.message}`);
      return 1;
    }
    throw error;
  }
  print(USAGE);
  return 2;
}
