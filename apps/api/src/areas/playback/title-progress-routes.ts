import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_MESSAGES,
  apiErrorResponseSchema,
  ERROR_CODES,
  MAX_PROGRESS_SECONDS,
  secondsParam,
  TITLE_PROGRESS_EVENTS,
  titleProgressQuerySchema,
  watchStatusAt,
  type TitleProgressEvent,
} from '@stat/contracts';
import { titleIdParam } from '../catalogue/catalogue-params.ts';
import { isPlayRefPlausible } from './play-ref.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { streamHeard, streamStoppedResponse } from './stream-progress.ts';
import { signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';

const SUMMARIES: Record<TitleProgressEvent, string> = {
  played: 'The player is playing a title, at this position',
  pause: 'The viewer paused a title, at this position',
  endplay: 'A play of a title ended, at this position',
  resume: 'The viewer resumed a title, at this position',
};

/**
 * The title progress calls (streaming spec section 7): `title/{word}/title/{id}/at/{sec}`
 * moves the signed-in viewer's bookmark to `sec`, clamped to the title's duration, with the
 * status that position reads (watchStatusAt). The four words move it alike. `refid` (the play)
 * and `seq` (the call within it) order the writes: a late or repeated call changes nothing
 * (watch-progress-repository.ts `record`), and the answer is 204 either way, since the player
 * has nothing to do differently. The spec's call carries neither: it is accepted and ordered by
 * its arrival; one without the other is a 400. GETs by the spec that change state, so CSRF-guarded like logout.
 * One static path per word, so the routes never catch another call's word (canplay, startplay).
 */
const titleProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  const progress = app.watchProgressRepository;

  for (const event of TITLE_PROGRESS_EVENTS) {
    app.get(
      `/api/title/${event}/title/:id/at/:sec`,
      {
        config: { viewer: 'required', stateChanging: true },
        schema: {
          tags: ['playback'],
          summary: SUMMARIES[event],
          params: z.object({ id: titleIdParam, sec: secondsParam(MAX_PROGRESS_SECONDS) }),
          querystring: titleProgressQuerySchema,
          response: {
            204: z.undefined().describe('Recorded, or older than what the bookmark already holds and ignored'),
            ...stateChangingErrorResponses,
            400: apiErrorResponseSchema.describe(
              'Malformed id, sec, refid or seq, refid without seq (or seq without refid), or a refid from the future: error.request.invalid',
            ),
            ...signedOutResponse,
            404: apiErrorResponseSchema.describe('No such title: error.notfound'),
            ...streamStoppedResponse,
          },
        },
      },
      async (request, reply) => {
        const { user } = request.signedInViewer();
        const { id, sec } = request.params;
        const { refid, seq } = request.query;
        // The schema takes both or neither.
        const play = refid !== undefined && seq !== undefined ? { ref: refid, seq } : null;
        if (play && !isPlayRefPlausible(play.ref, Date.now())) {
          return sendApiError(reply, 400, { code: ERROR_CODES.requestInvalid, body: API_MESSAGES.playRefFromFuture });
        }
        const duration = await progress.titleDuration(id);
        if (duration === null) return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.titleNotFound });
        // The player's clock may run a little past the catalogue's whole-second duration.
        const seconds = Math.min(sec, duration);
        await progress.record(user.tveUserId, id, { seconds, status: watchStatusAt(seconds, duration), play });
        if (await streamHeard(request, reply, event)) return reply;
        return reply.code(204).send();
      },
    );
  }
};
export default titleProgressRoutes;
