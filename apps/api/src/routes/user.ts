import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES, userSchema } from '@stat/contracts';
import { sendApiError } from '../plugins/api-error.ts';
import { commonErrorResponses } from './error-responses.ts';

/** GET /api/user: the signed-in user, or 401 error.session.loggedOut. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      schema: {
        tags: ['start-up'],
        summary: 'The signed-in user',
        response: {
          200: userSchema,
          401: apiErrorResponseSchema.describe('Signed out: error.session.loggedOut'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      // Personal data: never stored by a shared cache, never reused by the browser.
      reply.header('cache-control', 'no-store');
      const user = await request.getUser();
      if (!user) {
        return sendApiError(reply, 401, { code: ERROR_CODES.sessionLoggedOut, body: API_MESSAGES.sessionLoggedOut });
      }
      return user;
    },
  );
};
export default userRoutes;
