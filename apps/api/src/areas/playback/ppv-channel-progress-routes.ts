import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, apiErrorResponseSchema, CHANNEL_PROGRESS_EVENTS, ERROR_CODES, MAX_PROGRESS_SECONDS, secondsParam, type ChannelProgressEvent } from '@stat/contracts';
import { sendApiError } from '../../plugins/api-error.ts';
import { signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { streamHeard, streamStoppedResponse } from './stream-progress.ts';
import { ppvProductId } from './ppv-access.ts';

const SUMMARIES: Record<ChannelProgressEvent, string> = {
  played: 'The player is playing the pay-per-view channel',
  pause: 'The viewer paused the pay-per-view channel',
  endplay: 'A play of the pay-per-view channel ended',
};

/**
 * The pay-per-view progress calls (streaming spec section 7): `ppv/channel/{word}/at/{sec}`
 * moves the signed-in viewer's latest open play of the event on (last_seen_at; ended_at on
 * endplay, table ppv_channel_plays), which is what the automatic credits read. The play is
 * always the session user's own. `sec` (the player's position) is checked and not kept: on a
 * live stream the wall clock says when, and last_seen_at holds it. GETs by the spec that
 * change state, so CSRF-guarded like the channel progress calls.
 */
const ppvChannelProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const event of CHANNEL_PROGRESS_EVENTS) {
    app.get(
      `/api/ppv/channel/${event}/at/:sec`,
      {
        config: { viewer: 'required', stateChanging: true },
        schema: {
          tags: ['playback', 'ppv'],
          summary: SUMMARIES[event],
          params: z.object({ sec: secondsParam(MAX_PROGRESS_SECONDS) }),
          response: {
            204: z.undefined().describe('Recorded'),
            ...stateChangingErrorResponses,
            400: apiErrorResponseSchema.describe('A malformed sec: error.request.invalid'),
            ...signedOutResponse,
            ...streamStoppedResponse,
            404: apiErrorResponseSchema.describe('The viewer has no open play of the pay-per-view channel: error.notfound'),
          },
        },
      },
      async (request, reply) => {
        const { user } = request.signedInViewer();
        const recorded = await app.ppvChannelPlays.progress(user.tveUserId, ppvProductId(app), event, new Date(app.playback.now()));
        if (!recorded) return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.ppvNoOpenPlay });
        if (await streamHeard(request, reply, event)) return reply;
        return reply.code(204).send();
      },
    );
  }
};
export default ppvChannelProgressRoutes;
