import cluster from 'node:cluster';
import { HTTP_TIMEOUTS, SUPERVISION } from '@carta/shared';
import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { scheduleEmbeddedAnalyze } from './db/embedded-maintenance';
import { PREPARE_DATABASE_ENV, prepareEmbeddedDatabase } from './db/prepare-embedded';
import { claimEmbeddedDataDir, serveSnapshots } from './backup/server-snapshots';

function readConfig(): Readonly<AppConfig> {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      // `npm start` does not restart a process that cannot start with its settings.
      process.exit(SUPERVISION.configErrorExitCode);
    }
    throw error;
  }
}

async function openMigratedDatabase(config: Readonly<AppConfig>) {
  const database = await createDatabase(config);
  try {
    await runMigrations(database);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Signals this close together are one request to stop (see shutdown). */
const DUPLICATE_SIGNAL_MS = 1000;
/** After the drain, what is left (closing the database) gets this long before the process exits. */
const AFTER_DRAIN_MS = 5_000;

async function main() {
  const config = readConfig();
  // Under `npm start`, this process is one of its workers: it tells how many to run
  // (docs/architecture.md, "Processes").
  if (cluster.isWorker) {
    process.send?.({
      type: SUPERVISION.configMessage,
      processes: config.serverProcesses,
      embedded: !config.databaseUrl,
      sharedLimits: config.redisUrl !== undefined,
    });
  }
  if (process.env[PREPARE_DATABASE_ENV] === '1') {
    await (await openMigratedDatabase(config)).close();
    return;
  }
  // One process at a time on the embedded database; `npm run backup` asks this one (docs/backups.md).
  const lock = config.databaseUrl ? undefined : await claimEmbeddedDataDir(config.dataDir);
  if (!config.databaseUrl) await prepareEmbeddedDatabase(config.dataDir, import.meta.url);
  const database = await openMigratedDatabase(config);
  // While draining (a stop, or a rolling restart of `npm start`), a request that still arrives on
  // an open keep-alive connection is answered, with `Connection: close`, instead of Fastify's
  // default 503: the client's next request opens a new connection, which another process takes.
  const app = await buildApp({ config, database, fastify: { return503OnClosing: false } });
  if (lock) serveSnapshots(app, database, lock, config.dataDir);
  const stopAnalyze = scheduleEmbeddedAnalyze(database, app.log);
  app.addHook('onClose', async () => stopAnalyze());

  let closingSince: number | undefined;
  const shutdown = (signal: NodeJS.Signals) => {
    // The same stop can arrive twice at once: from a terminal or a service manager to the whole
    // process group, and forwarded by `npm start`'s parent process. Only a later one forces.
    if (closingSince !== undefined && Date.now() - closingSince < DUPLICATE_SIGNAL_MS) return;
    if (closingSince !== undefined) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closingSince = Date.now();
    app.log.info({ signal }, 'shutting down');
    // app.close() stops accepting connections, waits for in-flight requests and closes the database.
    // The wait is bounded (docs/security.md, "Slow clients and timeouts"): a request still open
    // after the drain (a stalled upload) has its connection closed, and if closing still does not
    // finish, the process exits anyway.
    const drain = setTimeout(() => {
      app.log.warn(
        { seconds: HTTP_TIMEOUTS.shutdownDrainMs / 1000 },
        'requests still open after the drain: closing their connections',
      );
      app.server.closeAllConnections();
      setTimeout(() => {
        app.log.error('shutdown did not finish after the drain: exiting');
        process.exit(1);
      }, AFTER_DRAIN_MS).unref();
    }, HTTP_TIMEOUTS.shutdownDrainMs);
    drain.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, url: config.appUrl },
    `Carta is running at ${config.appUrl} (database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
