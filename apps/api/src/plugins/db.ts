import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';
import { createDatabaseClock, type DatabaseClock } from '../db/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** Query builder for repositories (same type on PGlite and PostgreSQL). */
    db: Database;
    /** The open database: driver kind, ping() for health checks, close(). */
    database: DatabaseHandle;
    /**
     * The time by the database's clock, shared by every API process (db/clock.ts): access tokens
     * are issued and checked with it.
     */
    clock: DatabaseClock;
  }
}

/** Shares the database with every route; closing the app closes the database. */
export const dbPlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('database', database);
    const clock = createDatabaseClock({
      serverTime: () => database.serverTime(),
      onSkew: (offsetMs) =>
        app.log.warn(
          { offsetMs },
          `this machine's clock is ${Math.round(offsetMs / 1000)} s behind the database's (negative: ahead); Carta uses the database's time for access tokens, but fix the time service (NTP)`,
        ),
      onError: (error) => app.log.warn({ err: error }, 'could not read the database clock'),
    });
    app.decorate('clock', clock);
    // The embedded database runs in this process, on this clock: nothing to measure.
    if (database.kind === 'postgres') {
      app.addHook('onReady', async () => {
        await clock.sync().catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not read the database clock; using this machine’s');
        });
        clock.start();
      });
    }
    app.addHook('onClose', async () => {
      clock.stop();
      await database.close();
    });
  },
  { name: 'carta-db' },
);
