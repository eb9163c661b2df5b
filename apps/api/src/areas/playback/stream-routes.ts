import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES } from '@stat/contracts';
import { sendApiError } from '../../plugins/api-error.ts';
import { signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';

/**
 * `DELETE user/streams/{id}`: the viewer stops one of the account's streams on another device,
 * as a refused play's fix offers (issue 29, "too many devices streaming"). The stream's place is
 * free at once; that device's next progress call is told, and its player stops. Only the
 * account's own streams: another account's id is unknown here (404), never stopped.
 */
const streamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/user/streams/:id',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['playback'],
        summary: 'Stop one of the account’s streams on another device, to free its place',
        params: z.object({ id: z.uuid() }),
        response: {
          204: z.undefined().describe('Stopped'),
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          404: apiErrorResponseSchema.describe('No such stream playing on this account: error.notfound'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const stopped = await app.activeStreams.stop(user.tveUserId, request.params.id, new Date(app.playback.now()));
      if (!stopped) return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.streamNotFound });
      return reply.code(204).send();
    },
  );
};
export default streamRoutes;
