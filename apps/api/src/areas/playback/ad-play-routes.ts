import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AD_PLAY_POSITION_EVENTS, adPlayBodySchema, apiErrorResponseSchema, MAX_AD_SECONDS, secondsParam, type AdPlayBody, type AdPlayEvent } from '@stat/contracts';
import { stateChangingErrorResponses } from '../../lib/error-responses.ts';

/** A creative id and a play ref make a body of under 200 bytes. */
const AD_PLAY_BODY_LIMIT = 1024;

const SUMMARIES: Record<AdPlayEvent, string> = {
  start: 'A house pre-roll started',
  end: 'A house pre-roll ended, at this many seconds in',
  pause: 'The viewer paused a house pre-roll, at this many seconds in',
  resume: 'The viewer resumed a house pre-roll, at this many seconds in',
};

const responses = {
  204: z.undefined().describe('Recorded'),
  ...stateChangingErrorResponses,
  413: apiErrorResponseSchema.describe('Body over 1 KB'),
};

/**
 * The ad-play calls (streaming spec section 7): a house pre-roll (before a free title, or every
 * title on an ad-supported plan: house-preroll.ts), recorded in table ad_plays. Free titles play
 * signed out too, so these need no session; the user stored is the session's, or none, never
 * one the body claims (the body has no field for it).
 */
const adPlayRoutes: FastifyPluginAsyncZod = async (app) => {
  const plays = app.adPlaysRepository;

  async function record(request: FastifyRequest, reply: FastifyReply, event: AdPlayEvent, body: AdPlayBody, atSeconds: number | null) {
    reply.header('cache-control', 'no-store');
    const user = await request.getUser();
    await plays.record(user?.tveUserId ?? null, { creativeId: body.creativeId, event, atSeconds, playRef: body.refid ?? null });
    return reply.code(204).send();
  }

  app.post(
    '/api/adplay/preroll/start',
    {
      bodyLimit: AD_PLAY_BODY_LIMIT,
      schema: { tags: ['playback'], summary: SUMMARIES.start, body: adPlayBodySchema, response: responses },
    },
    (request, reply) => record(request, reply, 'start', request.body, null),
  );

  for (const event of AD_PLAY_POSITION_EVENTS) {
    app.post(
      `/api/adplay/preroll/${event}/at/:s`,
      {
        bodyLimit: AD_PLAY_BODY_LIMIT,
        schema: {
          tags: ['playback'],
          summary: SUMMARIES[event],
          params: z.object({ s: secondsParam(MAX_AD_SECONDS) }),
          body: adPlayBodySchema,
          response: responses,
        },
      },
      (request, reply) => record(request, reply, event, request.body, request.params.s),
    );
  }
};
export default adPlayRoutes;
