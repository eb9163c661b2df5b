import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dictionarySchema, type Dictionary } from '@stat/contracts';
import { etagOf, matchesEtag } from '../../plugins/etag.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';

/** Browsers keep the dictionary 5 minutes, then revalidate cheaply with If-None-Match. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=60';

/** GET /api/dictionary: the operator-edited dictionary loaded at start. */
const dictionaryRoutes: FastifyPluginAsyncZod<{ dictionary: Dictionary }> = async (app, opts) => {
  const etag = etagOf(opts.dictionary);
  // The dictionary is fixed for the life of the process and was validated at start, so it is
  // serialised once here rather than on every request (the hottest start-up call).
  const body = JSON.stringify(opts.dictionary);
  app.get(
    '/api/dictionary',
    {
      // Public, max-age: the same answer for every visitor, so no session and never a cookie.
      config: { publicCache: true },
      schema: {
        tags: ['start-up'],
        summary: 'Links, legal texts, providers and labels',
        response: { 200: dictionarySchema, 304: z.undefined().describe('Not modified'), ...commonErrorResponses },
      },
      // 200 answers are always this one dictionary: send the string made at start.
      serializerCompiler: ({ httpStatus }) => (httpStatus === '200' ? () => body : (data) => JSON.stringify(data)),
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return opts.dictionary;
    },
  );
};
export default dictionaryRoutes;
