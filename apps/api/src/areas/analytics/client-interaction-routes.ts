import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponseSchema, clientInteractionSchema } from '@stat/contracts';
import { stateChangingErrorResponses } from '../../lib/error-responses.ts';

/** A few hundred bytes make an event; anything near this is not one (Fastify's default is 1 MB). */
const CLIENT_INTERACTION_BODY_LIMIT = 8 * 1024;

/**
 * POST client-interaction (streaming spec section 7): the client's analytics event, stored with
 * the session's user (null signed out), never the user the body claims. Signed out is allowed:
 * page views count before sign-in. Only the global rate limit applies; the body is never logged
 * (the error handler logs a refusal's code and status, not the request).
 */
const clientInteractionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/client-interaction',
    {
      bodyLimit: CLIENT_INTERACTION_BODY_LIMIT,
      schema: {
        tags: ['analytics'],
        summary: 'Record an analytics event (page view, click, player or purchase)',
        body: clientInteractionSchema,
        response: {
          204: z.undefined().describe('Recorded'),
          ...stateChangingErrorResponses,
          413: apiErrorResponseSchema.describe('Body over 8 KB'),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await request.getUser();
      await app.clientInteractionsRepository.record(user?.tveUserId ?? null, request.body);
      return reply.code(204).send();
    },
  );
};
export default clientInteractionRoutes;
