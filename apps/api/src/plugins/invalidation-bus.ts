import fp from 'fastify-plugin';
import { createPostgresInvalidationBus } from '../db/postgres-invalidation-bus.ts';
import { createLocalInvalidationBus, type InvalidationBus } from '../lib/invalidation-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Carries the user, session and restriction caches' invalidations to every instance. */
    invalidationBus: InvalidationBus;
  }
}

/**
 * The instance's invalidation bus: over PostgreSQL, its own LISTEN connection (closed with the
 * app); on PGlite, one process, delivered in place.
 */
export default fp(
  async (app) => {
    const { database } = app;
    const bus = database.url
      ? await createPostgresInvalidationBus({ url: database.url, query: database.query, log: app.log })
      : createLocalInvalidationBus();
    app.decorate('invalidationBus', bus);
    app.addHook('onClose', () => bus.close());
  },
  { name: 'invalidation-bus', dependencies: ['database'] },
);
