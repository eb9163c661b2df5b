import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Makes the database the server opened (and migrated) available to repositories. */
export default fp<{ database: Database }>(
  async (app, opts) => {
    app.decorate('database', opts.database);
  },
  { name: 'database' },
);
