import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES, providerDataSchema } from '@stat/contracts';
import { sendApiError } from '../../plugins/api-error.ts';
import { etagOf, matchesEtag } from '../../plugins/etag.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';

/** Like the dictionary: browsers keep it 5 minutes, then revalidate cheaply with If-None-Match. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=60';

/** Digits only: "1e3", " 101" or "0x65" are not provider ids, whatever Number() makes of them. */
const msoIdParam = z
  .string()
  .regex(/^\d{1,9}$/, 'Expected a numeric provider id')
  .transform(Number);

/** GET /api/mso/{id}: a provider's public data (never its sign-in page's look or OIDC settings). */
const msoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Fixed for the life of the process: each provider's answer and ETag are made once.
  const answers = new Map(
    [...app.providers].map(([id, { data }]) => [id, { data, etag: etagOf(data) }] as const),
  );
  app.get(
    '/api/mso/:id',
    {
      // Public, max-age: the same answer for every visitor, so no session and never a cookie.
      config: { publicCache: true },
      schema: {
        tags: ['sign-in'],
        summary: "A TV provider's data: registration fields, account rules, activation platforms, logout",
        params: z.object({ id: msoIdParam }),
        response: {
          200: providerDataSchema,
          304: z.undefined().describe('Not modified'),
          404: apiErrorResponseSchema.describe('No such provider: error.mso.notfound'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const answer = answers.get(request.params.id);
      if (!answer) {
        return sendApiError(reply, 404, { code: ERROR_CODES.providerNotFound, body: API_MESSAGES.providerNotFound });
      }
      reply.header('cache-control', CACHE_CONTROL).header('etag', answer.etag);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return answer.data;
    },
  );
};
export default msoRoutes;
