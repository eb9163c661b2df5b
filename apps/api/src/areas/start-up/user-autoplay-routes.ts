import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES, ERROR_CODES, userSchema } from '@stat/contracts';
import { z } from 'zod';
import { sendApiError } from '../../plugins/api-error.ts';
import { signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';

/**
 * POST /api/user/autoplay/{true|false} (streaming spec section 7): whether the next episode
 * plays by itself after the countdown. Answers the user, as GET user does, so the app replaces
 * its copy without another call.
 */
const userAutoplayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/autoplay/:enabled',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['playback'],
        summary: "Turn the viewer's autoplay of the next title on or off",
        params: z.object({ enabled: z.enum(['true', 'false']) }),
        response: { 200: userSchema, ...signedOutResponse, ...stateChangingErrorResponses },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const updated = await app.usersRepository.setAutoplay(user.tveUserId, request.params.enabled === 'true');
      return updated ?? sendApiError(reply, 401, { code: ERROR_CODES.sessionLoggedOut, body: API_MESSAGES.sessionLoggedOut });
    },
  );
};
export default userAutoplayRoutes;
