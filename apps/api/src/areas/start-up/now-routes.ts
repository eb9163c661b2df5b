import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nowSchema, type AppVariant } from '@stat/contracts';
import { commonErrorResponses } from '../../lib/error-responses.ts';
import { buildNow } from './now.ts';

/** GET /api/now: the server's clock and the variant it serves. */
const nowRoutes: FastifyPluginAsyncZod<{ variant: AppVariant }> = async (app, opts) => {
  app.get(
    '/api/now',
    {
      schema: { tags: ['start-up'], summary: 'Current state', response: { 200: nowSchema, ...commonErrorResponses } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return buildNow(opts.variant);
    },
  );
};
export default nowRoutes;
