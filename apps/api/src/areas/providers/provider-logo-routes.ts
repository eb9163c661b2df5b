import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, ERROR_CODES, apiErrorResponseSchema, type Dictionary } from '@stat/contracts';
import { providerLogoSvg } from './provider-logo.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';

/** GET /api/media/providers/{id}.svg: the picker artwork of each dictionary provider. */
const providerLogoRoutes: FastifyPluginAsyncZod<{ dictionary: Dictionary }> = async (app, opts) => {
  const logos = new Map(opts.dictionary.msos.map((mso) => [mso.id, providerLogoSvg(mso)]));
  app.get(
    '/api/media/providers/:file',
    {
      // Public, max-age: the same answer for every visitor, so no session and never a cookie;
      // a file, so not counted toward the request limit.
      config: { publicCache: true, uncounted: true },
      schema: {
        tags: ['media'],
        summary: 'Provider picker artwork (SVG)',
        params: z.object({ file: z.string().regex(/^\d{1,9}\.svg$/, 'Expected <provider id>.svg') }),
        response: {
          200: z.string().describe('SVG image'),
          404: apiErrorResponseSchema.describe('No such provider'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const svg = logos.get(Number.parseInt(request.params.file, 10));
      if (!svg) return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.notFound });
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );
};
export default providerLogoRoutes;
