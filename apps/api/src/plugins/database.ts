import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import invalidationBus from './invalidation-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Makes the database the server opened (and migrated) available to repositories. */
export default fp<{ database: Database }>(
  async (app, opts) => {
    app.decorate('database', opts.database);
    // Registered with the database, which it listens on, so every repository may depend on it.
    await app.register(invalidationBus);
  },
  { name: 'database' },
);
