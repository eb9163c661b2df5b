import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@stat/contracts';
import { commonErrorResponses } from '../lib/error-responses.ts';

/** GET /api/health: ready when the database answers. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: { tags: ['operations'], summary: 'Readiness', response: { 200: healthSchema, ...commonErrorResponses } },
    },
    async (_request, reply) => {
      await app.database.query('SELECT 1');
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
};
export default healthRoutes;
