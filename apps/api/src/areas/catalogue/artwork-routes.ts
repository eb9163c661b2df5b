import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES } from '@stat/contracts';
import { ARTWORK_SUBJECTS, artworkVersion } from './artwork-images.ts';
import { catalogueIdParam } from './catalogue-params.ts';
import type { ArtworkCache } from './artwork/artwork-cache.ts';
import { ARTWORK_TYPE_NAMES, ARTWORK_TYPES, type ArtworkType } from './artwork/artwork-spec.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { matchesEtag } from '../../plugins/etag.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';

/** An address with the current drawing's version names those bytes forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Without it (or with an old one) the bytes are today's drawing, which a rename may change. */
const REVALIDATE = 'public, max-age=300, stale-while-revalidate=86400';

/**
 * GET /api/art/{subject}/{id}/{type}/{width}.webp: a catalogue record's artwork, drawn by our
 * renderer at one of the type's srcset widths, as WebP (rasters cached in memory and on disk).
 */
const artworkRoutes: FastifyPluginAsyncZod<{ cache: ArtworkCache }> = async (app, opts) => {
  app.get(
    '/api/art/:subject/:id/:type/:file',
    {
      // The same bytes for everyone: no session, never a cookie; a file, so not counted.
      config: { publicCache: true, uncounted: true },
      schema: {
        tags: ['media'],
        summary: 'Catalogue artwork (WebP) of a title, series or collection at one srcset width',
        params: z.object({
          subject: z.enum(ARTWORK_SUBJECTS),
          id: catalogueIdParam,
          type: z.enum(ARTWORK_TYPE_NAMES as [ArtworkType, ...ArtworkType[]]),
          file: z.string().regex(/^\d{2,4}\.webp$/, 'Expected <width>.webp'),
        }),
        querystring: z.object({ v: z.string().max(32).optional() }),
        response: {
          200: z.any().describe('WebP image'),
          304: z.undefined().describe('Not modified'),
          404: apiErrorResponseSchema.describe('No such record, or a width the type is not drawn at'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { subject, id, type, file } = request.params;
      const width = Number.parseInt(file, 10);
      const input = (ARTWORK_TYPES[type].srcsetWidths as readonly number[]).includes(width)
        ? await app.catalogueRepository.artworkOf(subject, id)
        : null;
      if (!input) return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.notFound });
      const version = artworkVersion(input);
      const etag = `"${version}-${type}-${width}"`;
      reply.header('cache-control', request.query.v === version ? IMMUTABLE : REVALIDATE).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const bytes = await opts.cache.get(input, type, width);
      return reply.type('image/webp').send(bytes);
    },
  );
};
export default artworkRoutes;
