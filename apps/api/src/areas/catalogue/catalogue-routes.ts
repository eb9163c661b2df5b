import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_MESSAGES,
  apiErrorResponseSchema,
  CATALOGUE_PAGE_SIZE,
  collectionPageSchema,
  collectionsSchema,
  drmFormatSchema,
  episodesForSeriesSchema,
  episodesForSeriesWithStreamSchema,
  ERROR_CODES,
  mixedCollectionSchema,
  seriesDetailSchema,
  seriesListSchema,
  titleSchema,
  titleWithStreamSchema,
  type DrmFormat,
  type Title,
  type TitleWithStream,
} from '@stat/contracts';
import { collectionIdParam, pageParam, seriesIdParam, titleIdParam } from './catalogue-params.ts';
import { createSharedAnswerSender } from './send-catalogue-answer.ts';
import { licenceEndpointOf, titleStream } from '../playback/stream-details.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';

const notModified = z.undefined().describe('Not modified');
const notFound = (what: string) => apiErrorResponseSchema.describe(`No such ${what}: error.notfound`);
const titleMissing = { code: ERROR_CODES.notFound, body: API_MESSAGES.titleNotFound };
const seriesMissing = { code: ERROR_CODES.notFound, body: API_MESSAGES.seriesNotFound };
const collectionMissing = { code: ERROR_CODES.notFound, body: API_MESSAGES.collectionNotFound };
const seriesNotAvailable = { code: ERROR_CODES.seriesNotAvailable, body: API_MESSAGES.seriesNotAvailable };
const formatUnsupported = { code: ERROR_CODES.drmFormatUnsupported, body: API_MESSAGES.drmFormatUnsupported };
const formatRefusal = apiErrorResponseSchema.describe(
  'A malformed id, a format other than WIDEVINE, FAIRPLAY_URI or CLEARKEY (error.request.invalid), or a DRM system not configured here (error.drm.formatUnsupported)',
);

/**
 * The catalogue's pages (streaming spec section 7, "Catalogue"): titles, series and their
 * episodes (also with each title's stream in a DRM format), collections and their pages, the
 * free full episodes. Answers are built once a minute and shared; each signed-in viewer gets
 * them locked to their viewing restrictions.
 */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.catalogueRepository;
  const send = createSharedAnswerSender();

  /**
   * What adds its stream in `format` to a title (start-play's manifests and licence path, never
   * a token); null when this server does not serve the format, which the format calls answer
   * with error.drm.formatUnsupported, as start-play does.
   */
  function streamsIn(format: DrmFormat): ((title: Title) => TitleWithStream) | null {
    const endpoint = licenceEndpointOf(app.playback.drm, format);
    return endpoint && ((title) => ({ ...title, stream: titleStream(app.playback.mediaBaseUrl, title.id, format, endpoint) }));
  }

  app.get(
    '/api/titles/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A movie, episode, fight or other playable title',
        params: z.object({ id: titleIdParam }),
        response: { 200: titleSchema, 304: notModified, 404: notFound('title'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await send(request, reply, `title:${id}`, () => repository.titleById(id), { missing: titleMissing });
      return reply;
    },
  );

  app.get(
    '/api/titles/:id/format/:fmt',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A title as titles/{id} answers it, with its stream in a DRM format: manifests and licence path, no token',
        params: z.object({ id: titleIdParam, fmt: drmFormatSchema }),
        response: { 200: titleWithStreamSchema, 304: notModified, ...commonErrorResponses, 400: formatRefusal, 404: notFound('title') },
      },
    },
    async (request, reply) => {
      const { id, fmt } = request.params;
      const withStream = streamsIn(fmt);
      if (!withStream) return sendApiError(reply, 400, formatUnsupported);
      const load = async () => {
        const title = await repository.titleById(id);
        return title && withStream(title);
      };
      await send(request, reply, `title:${id}:${fmt}`, load, { missing: titleMissing });
      return reply;
    },
  );

  app.get(
    '/api/series',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every series by sort name (the current ones have seriesStatus current)',
        response: { 200: seriesListSchema, 304: notModified, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      await send(request, reply, 'series', async () => ({ series: await repository.allSeries() }));
      return reply;
    },
  );

  app.get(
    '/api/series/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A series with its seasons',
        params: z.object({ id: seriesIdParam }),
        response: { 200: seriesDetailSchema, 304: notModified, 404: notFound('series'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await send(request, reply, `series:${id}`, () => repository.seriesById(id), { missing: seriesMissing });
      return reply;
    },
  );

  app.get(
    '/api/titles/series/:seriesId',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A series' episodes by season (episodesForSeries)",
        params: z.object({ seriesId: seriesIdParam }),
        response: {
          200: episodesForSeriesSchema,
          304: notModified,
          404: apiErrorResponseSchema.describe('No such series, or none of its episodes available: error.notavailable.series'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { seriesId } = request.params;
      const load = async () => {
        const episodesForSeries = await repository.episodesOfSeries(seriesId);
        return episodesForSeries.length ? { episodesForSeries } : null;
      };
      await send(request, reply, `episodes:${seriesId}`, load, { missing: seriesNotAvailable });
      return reply;
    },
  );

  app.get(
    '/api/titles/series/:seriesId/format/:fmt',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A series' episodes by season, as titles/series/{seriesId} answers them, each with its stream in a DRM format",
        params: z.object({ seriesId: seriesIdParam, fmt: drmFormatSchema }),
        response: {
          200: episodesForSeriesWithStreamSchema,
          304: notModified,
          ...commonErrorResponses,
          400: formatRefusal,
          404: apiErrorResponseSchema.describe('No such series, or none of its episodes available: error.notavailable.series'),
        },
      },
    },
    async (request, reply) => {
      const { seriesId, fmt } = request.params;
      const withStream = streamsIn(fmt);
      if (!withStream) return sendApiError(reply, 400, formatUnsupported);
      const load = async () => {
        const seasons = await repository.episodesOfSeries(seriesId);
        const episodesForSeries = seasons.map((season) => ({ ...season, episodes: season.episodes.map(withStream) }));
        return episodesForSeries.length ? { episodesForSeries } : null;
      };
      await send(request, reply, `episodes:${seriesId}:${fmt}`, load, { missing: seriesNotAvailable });
      return reply;
    },
  );

  app.get(
    '/api/collections',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The curated lists',
        response: { 200: collectionsSchema, 304: notModified, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      await send(request, reply, 'collections', async () => ({ collections: await repository.curatedCollections() }));
      return reply;
    },
  );

  app.get(
    '/api/titles/collections/free/page/:page',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The free full episodes, a page at a time',
        params: z.object({ page: pageParam }),
        response: { 200: collectionPageSchema, 304: notModified, 404: notFound('free collection'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const { page } = request.params;
      await send(request, reply, `free:${page}`, () => repository.freePage(page, CATALOGUE_PAGE_SIZE), { missing: collectionMissing });
      return reply;
    },
  );

  app.get(
    '/api/titles/collections/:id/page/:page',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A page of a collection's titles (its series are on mixed/collections)",
        params: z.object({ id: collectionIdParam, page: pageParam }),
        response: { 200: collectionPageSchema, 304: notModified, 404: notFound('collection'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const { id, page } = request.params;
      const load = () => repository.collectionPage(id, page, CATALOGUE_PAGE_SIZE);
      await send(request, reply, `collection:${id}:${page}`, load, { missing: collectionMissing });
      return reply;
    },
  );

  app.get(
    '/api/mixed/collections/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A collection's series and titles in order",
        params: z.object({ id: collectionIdParam }),
        response: { 200: mixedCollectionSchema, 304: notModified, 404: notFound('collection'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await send(request, reply, `mixed:${id}`, () => repository.mixedCollection(id), { missing: collectionMissing });
      return reply;
    },
  );
};
export default catalogueRoutes;
