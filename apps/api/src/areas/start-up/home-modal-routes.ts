import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { homeModalResponseSchema, type HomeModalResponse } from '@stat/contracts';
import { etagOf, matchesEtag } from '../../plugins/etag.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';

/** Like the dictionary: an operator's edit reaches browsers within 5 minutes of a restart. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=60';

/** GET /api/home-modal: the migration announcement loaded at start, or `{ modal: null }`. */
const homeModalRoutes: FastifyPluginAsyncZod<{ homeModal: HomeModalResponse }> = async (app, opts) => {
  const etag = etagOf(opts.homeModal);
  app.get(
    '/api/home-modal',
    {
      // Public, max-age: the same answer for every visitor, so no session and never a cookie.
      config: { publicCache: true },
      schema: {
        tags: ['start-up'],
        summary: 'The home-screen modal (migration announcement)',
        response: { 200: homeModalResponseSchema, 304: z.undefined().describe('Not modified'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return opts.homeModal;
    },
  );
};
export default homeModalRoutes;
