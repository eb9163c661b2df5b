import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES } from '@stat/contracts';
import { PROMO_ART_FILES, promoArtSvg } from './promo-art.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { etagOf, matchesEtag } from '../../plugins/etag.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';

/**
 * A month in every cache, then a cheap revalidation: the art changes only with a release, and
 * its url (named in the operator's home-modal file) carries no version to make it immutable.
 */
const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

/** GET /api/media/promos/{file}: the home-screen modal's hero images (SVG). */
const promoArtRoutes: FastifyPluginAsyncZod = async (app) => {
  // Drawn once: the same bytes for the life of the process.
  const files = new Map(
    Object.entries(PROMO_ART_FILES).map(([file, variant]) => {
      const svg = promoArtSvg(variant);
      return [file, { svg, etag: etagOf(svg) }] as const;
    }),
  );
  app.get(
    '/api/media/promos/:file',
    {
      // Public, max-age: the same answer for every visitor, so no session and never a cookie;
      // a file, so not counted toward the request limit.
      config: { publicCache: true, uncounted: true },
      schema: {
        tags: ['media'],
        summary: 'Promotion artwork (SVG): the migration announcement heroes',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.svg$/, 'Expected <name>.svg') }),
        response: {
          200: z.string().describe('SVG image'),
          304: z.undefined().describe('Not modified'),
          404: apiErrorResponseSchema.describe('No such artwork'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const art = files.get(request.params.file);
      if (!art) return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.notFound });
      reply.header('cache-control', CACHE_CONTROL).header('etag', art.etag);
      if (matchesEtag(request.headers['if-none-match'], art.etag)) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(art.svg);
    },
  );
};
export default promoArtRoutes;
