import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHANNEL_PROGRESS_EVENTS, channelIdSchema, type ChannelProgressEvent } from '@stat/contracts';
import { streamHeard, streamStoppedResponse } from './stream-progress.ts';
import { signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';

const SUMMARIES: Record<ChannelProgressEvent, string> = {
  played: 'The player is playing a live channel',
  pause: 'The viewer paused a live channel',
  endplay: 'A play of a live channel ended',
};

/**
 * The channel progress calls (streaming spec section 7): `channel/{word}/{id}` records a
 * viewing event of the signed-in viewer on a live channel (table channel_views). GETs by the
 * spec that change state, so CSRF-guarded like logout; one static path per word, so they never
 * catch `channel/canplay/{id}` or start-play.
 */
const channelProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  const views = app.channelViewsRepository;

  for (const event of CHANNEL_PROGRESS_EVENTS) {
    app.get(
      `/api/channel/${event}/:id`,
      {
        config: { viewer: 'required', stateChanging: true },
        schema: {
          tags: ['playback'],
          summary: SUMMARIES[event],
          params: z.object({ id: channelIdSchema }),
          response: { 204: z.undefined().describe('Recorded'), ...stateChangingErrorResponses, ...signedOutResponse, ...streamStoppedResponse },
        },
      },
      async (request, reply) => {
        const { user } = request.signedInViewer();
        await views.record(user.tveUserId, request.params.id, event);
        if (await streamHeard(request, reply, event)) return reply;
        return reply.code(204).send();
      },
    );
  }
};
export default channelProgressRoutes;
