import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION, nowSchema, type AppVariant, type Now } from '@stat/contracts';
import { commonErrorResponses } from './error-responses.ts';

/** The now answer, also embedded in the SPA document (routes/web-app.ts). */
export function buildNow(variant: AppVariant): Now {
  return { serverTime: Date.now(), variant, appVersion: APP_VERSION };
}

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
