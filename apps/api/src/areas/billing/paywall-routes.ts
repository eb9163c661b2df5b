import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES, paywallQuerySchema, paywallResponseSchema, type PaywallPage, type PaywallResponse } from '@stat/contracts';
import { rasterizeSvg } from '../catalogue/artwork/rasterize-artwork.ts';
import type { PaywallFile, PaywallFilePage } from './paywall-file.ts';
import { PAYWALL_HERO_ARTS, paywallHeroFile, paywallHeroHeight, paywallHeroImage, paywallHeroSvg, paywallHeroVersion, type PaywallHeroArt } from './paywall-hero-art.ts';
import { matchingVariation, pagesOfVariation } from './paywall-pages.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { etagOf, matchesEtag } from '../../plugins/etag.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';

/**
 * The same answer for everyone with the same query, kept for 5 minutes like the dictionary: an
 * operator's edit reaches browsers that long after a restart.
 */
const PAGES_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=60';
/** An image address with the current drawing's version names those bytes forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Without it (or with an old one) the bytes are today's drawing, which a release may change. */
const REVALIDATE = 'public, max-age=300, stale-while-revalidate=86400';

/** A page as the API answers it: the hero named in the file becomes the drawn image and its srcset. */
function answerPage({ images, ...page }: PaywallFilePage): PaywallPage {
  return { ...page, images: { PAYWALL_HERO: paywallHeroImage(images.PAYWALL_HERO.art, images.PAYWALL_HERO.alt) } };
}

function answerOf(pages: readonly PaywallFilePage[]): { body: PaywallResponse; etag: string } {
  const body = { pages: pages.map(answerPage) };
  return { body, etag: etagOf(body) };
}

/**
 * GET /api/paywall (streaming spec section 7): the paywall pages of the variation the query
 * picks (paywall-pages.ts), built once at start from the operator's paywall file; and
 * GET /api/media/paywall/{art}-{width}.webp, the pages' hero art, drawn here.
 */
const paywallRoutes: FastifyPluginAsyncZod<{ paywall: PaywallFile }> = async (app, { paywall }) => {
  const byDefault = answerOf(paywall.pages);
  const byVariation = new Map(paywall.variations.map((variation) => [variation, answerOf(pagesOfVariation(paywall.pages, variation))]));

  app.get(
    '/api/paywall',
    {
      // Public, max-age: the same answer for every visitor, so no session and never a cookie.
      config: { publicCache: true },
      schema: {
        tags: ['billing'],
        summary: 'The paywall pages: a campaign’s (cid, or b, or offer), a flow’s or a partner’s, else the default ones',
        querystring: paywallQuerySchema,
        response: { 200: paywallResponseSchema, 304: z.undefined().describe('Not modified'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const variation = matchingVariation(paywall.variations, request.query);
      const answer = (variation && byVariation.get(variation)) ?? byDefault;
      reply.header('cache-control', PAGES_CACHE_CONTROL).header('etag', answer.etag);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return answer.body;
    },
  );

  const versions = new Map(PAYWALL_HERO_ARTS.map((art) => [art, paywallHeroVersion(art)]));
  // At most arts x widths rasters (a dozen, under 30 KB each): drawn on first request, kept.
  const rasters = new Map<string, Promise<Buffer>>();
  const raster = (file: string, art: PaywallHeroArt, width: number) => {
    let pending = rasters.get(file);
    if (!pending) {
      pending = rasterizeSvg(paywallHeroSvg(art, width), width, paywallHeroHeight(width));
      // A failed drawing is not kept, so the next request tries again.
      pending.catch(() => rasters.delete(file));
      rasters.set(file, pending);
    }
    return pending;
  };

  app.get(
    '/api/media/paywall/:file',
    {
      // The same bytes for everyone: no session, never a cookie; a file, so not counted.
      config: { publicCache: true, uncounted: true },
      schema: {
        tags: ['media'],
        summary: 'The paywall’s hero art (WebP) at one srcset width',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.webp$/, 'Expected <art>-<width>.webp') }),
        querystring: z.object({ v: z.string().max(32).optional() }),
        response: {
          200: z.any().describe('WebP image'),
          304: z.undefined().describe('Not modified'),
          404: apiErrorResponseSchema.describe('No such art, or a width it is not drawn at'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const asked = paywallHeroFile(file);
      if (!asked) return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.notFound });
      const version = versions.get(asked.art);
      const etag = `"${version}-${asked.width}"`;
      reply.header('cache-control', request.query.v === version ? IMMUTABLE : REVALIDATE).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('image/webp').send(await raster(file, asked.art, asked.width));
    },
  );
};
export default paywallRoutes;
