import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES, ppvEventSchema, ppvScheduleSchema, ppvStateSchema, type PpvEvent, type PpvState, type TitleId } from '@stat/contracts';
import { IMAGE_SETS } from '../catalogue/artwork-images.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { etagOf, matchesEtag } from '../../plugins/etag.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';
import { ppvArtSvg, ppvArtVersion } from './ppv-art.ts';
import type { PpvCurrent, PpvStore } from './ppv-store.ts';
import { ppvScheduleAt, ppvStateAt } from './ppv-state.ts';

/**
 * Shared caches and browsers may keep the state a few seconds, never past its expiresIn: at a
 * surge a CDN answers the polling crowd, and a moved demo clock shows within 5 s
 * (docs/decisions.md, "Pay-per-view").
 */
const MAX_AGE_SECONDS = 5;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The calls take no query: an unknown parameter is a client's mistake, said at once. */
const noQuery = z.strictObject({});

const publicCache = (expiresIn: number) => `public, max-age=${Math.min(MAX_AGE_SECONDS, expiresIn)}`;

/** Sends `body` with its caching headers, or 304 when the client already holds it. */
function answerCached<T>(request: FastifyRequest, reply: FastifyReply, body: T, cacheControl: string, etag = etagOf(body)) {
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return body;
}

/** GET /api/ppv/state, /api/ppv/event, /api/ppv/schedule and the event's art; public, the same for everyone. */
const ppvRoutes: FastifyPluginAsyncZod<{ ppvStore: PpvStore; now?: () => number }> = async (app, opts) => {
  const now = opts.now ?? Date.now;
  // Drawn once: its address carries the drawing's hash, so a new drawing is a new address.
  const artSvg = ppvArtSvg();
  const artUrl = `/api/ppv/art/${ppvArtVersion(artSvg)}.svg`;

  // One answer per second and event: thousands polling at once cost one build and one hash a second.
  let built: { key: string; at: PpvCurrent; state: PpvState; etag: string } | null = null;
  const stateNow = (at: number) => {
    const current = opts.ppvStore.current(at);
    const key = `${Math.floor(at / 1000)}:${current.times.doorsAt}`;
    // A new event file or incident (a new value when either changes) is a new answer at once.
    if (built?.key !== key || built.at.event !== current.event || built.at.incident !== current.incident) {
      const state = ppvStateAt(current, at, artUrl);
      built = { key, at: current, state, etag: etagOf(state) };
    }
    return built;
  };

  const common = { config: { publicCache: true }, schema: { tags: ['ppv'], querystring: noQuery } } as const;

  app.get(
    '/api/ppv/state',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'The pay-per-view event’s phase, price and pages; refresh after expiresIn seconds',
        response: { 200: ppvStateSchema, 304: z.undefined().describe('Not modified'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const { state, etag } = stateNow(now());
      return answerCached(request, reply, state, publicCache(state.expiresIn), etag);
    },
  );

  app.get(
    '/api/ppv/event',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'The event: its fight cards, VOD shelves, FAQ and more ways to buy',
        response: { 200: ppvEventSchema, 304: z.undefined().describe('Not modified'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const at = now();
      const { event } = opts.ppvStore.current(at);
      const ids = event.vod.shelves.flatMap((shelf) => shelf.titleIds);
      const titles = await app.catalogueRepository.titlesByIds(ids, IMAGE_SETS.tile);
      const body: PpvEvent = {
        name: event.name,
        mainfightcard: event.mainCard,
        prelimfightcard: event.prelimCard,
        vodContent: {
          headline: event.vod.headline,
          // A title the catalogue no longer has is left out, not shown broken.
          shelves: event.vod.shelves.map((shelf) => ({
            headline: shelf.headline,
            titles: shelf.titleIds.flatMap((id: TitleId) => {
              const title = titles.get(id);
              return title ? [{ id, name: title.name }] : [];
            }),
          })),
        },
        faq: event.faq,
        moreWaysToBuyUrl: event.moreWaysToBuyUrl,
        doubleHeader: event.doubleHeader,
        replayTitleId: event.replayTitleId,
      };
      return answerCached(request, reply, body, 'public, max-age=60');
    },
  );

  app.get(
    '/api/ppv/schedule',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'The coming events (LIVE, PPV, VOD), each with its live flag; refresh after expiresIn seconds',
        response: { 200: ppvScheduleSchema, 304: z.undefined().describe('Not modified'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const at = now();
      const schedule = ppvScheduleAt(opts.ppvStore.current(at), at);
      return answerCached(request, reply, schedule, publicCache(schedule.expiresIn));
    },
  );

  app.get(
    '/api/ppv/art/:file',
    {
      config: { publicCache: true, uncounted: true },
      schema: {
        tags: ['media'],
        summary: 'The event’s artwork (SVG), addressed by its drawing’s hash',
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9]{12}\.svg$/, 'Expected <version>.svg') }),
        querystring: noQuery,
        response: { 200: z.any().describe('SVG image'), 404: apiErrorResponseSchema.describe('Not the current drawing'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      if (!artUrl.endsWith(`/${request.params.file}`)) return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.notFound });
      return reply.header('cache-control', IMMUTABLE).type('image/svg+xml').send(artSvg);
    },
  );
};
export default ppvRoutes;
