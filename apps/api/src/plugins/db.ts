import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Query builder for repositories (same type on PGlite and PostgreSQL). */
    db: Database;
    /** The open database: driver kind, ping() for health checks, close(). */
    database: DatabaseHandle;
  }
}

/** Shares the database with every route; closing the app closes the database. */
export const dbPlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'carta-db' },
);
