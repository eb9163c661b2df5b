import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponseSchema, CATALOGUE_PAGE_SIZE, QUICK_SEARCH_LIMIT, QUICK_SEARCH_MIN_LENGTH, quickSearchSchema, SEARCH_MAX_LENGTH, searchPageSchema } from '@stat/contracts';
import { pageParam } from './catalogue-params.ts';
import { createSharedAnswerSender } from './send-catalogue-answer.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';

/** The text as searched: spaces collapsed, at least the quick-search minimum (streaming spec section 5). */
const searchText = z
  .string()
  .transform((text) => text.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(QUICK_SEARCH_MIN_LENGTH, `Search needs at least ${QUICK_SEARCH_MIN_LENGTH} characters`)
      .max(SEARCH_MAX_LENGTH, `Search takes at most ${SEARCH_MAX_LENGTH} characters`),
  );

const notModified = z.undefined().describe('Not modified');

/**
 * Searches per client address, suggestions and results pages together (docs/decisions.md,
 * "Request limits"): text nobody typed before misses the shared answers and costs a trigram
 * query, so a script could keep the database busy. Typing one search makes a handful of calls
 * (they are debounced); 120 a minute is many people searching behind one address.
 */
export const SEARCHES_PER_ADDRESS = { name: 'search', max: 120, windowMs: 60_000 };

export interface SearchRoutesOptions {
  /** Searches a minute per address (SEARCH_RATE_LIMIT_MAX); benchmarks lift it as they lift RATE_LIMIT_MAX. */
  searchesPerMinute?: number;
}

/**
 * GET /api/search/quick/{text} (suggestions while typing) and GET /api/search/{term}/page/{n}
 * (the results page). Answers are shared by text for a minute: typing the same prefixes is the
 * common case, and each keystroke should not cost a query.
 */
const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, opts) => {
  const repository = app.searchRepository;
  const send = createSharedAnswerSender();
  const perAddress = { ...SEARCHES_PER_ADDRESS, max: opts.searchesPerMinute ?? SEARCHES_PER_ADDRESS.max };
  const limited = app.limitPerAddress(perAddress);
  const tooMany = { 429: apiErrorResponseSchema.describe(`More than ${perAddress.max} searches a minute from this address, or the request limit: error.request.rateLimited`) };

  app.get(
    '/api/search/quick/:text',
    {
      onRequest: limited,
      schema: {
        tags: ['catalogue'],
        summary: `Up to ${QUICK_SEARCH_LIMIT} suggestions: names containing the text, close to it (typos) or matching its words`,
        params: z.object({ text: searchText }),
        response: { 200: quickSearchSchema, 304: notModified, ...commonErrorResponses, ...tooMany },
      },
    },
    async (request, reply) => {
      const text = request.params.text;
      await send(request, reply, `quick:${text.toLowerCase()}`, async () => ({ results: await repository.quick(text, QUICK_SEARCH_LIMIT) }));
      return reply;
    },
  );

  app.get(
    '/api/search/:term/page/:page',
    {
      onRequest: limited,
      schema: {
        tags: ['catalogue'],
        summary: `The search results, ${CATALOGUE_PAGE_SIZE} a page, best first`,
        params: z.object({ term: searchText, page: pageParam }),
        response: { 200: searchPageSchema, 304: notModified, ...commonErrorResponses, ...tooMany },
      },
    },
    async (request, reply) => {
      const { term, page } = request.params;
      const load = async () => {
        const { total, results } = await repository.page(term, page, CATALOGUE_PAGE_SIZE);
        return { page, pageCount: Math.ceil(total / CATALOGUE_PAGE_SIZE), total, results };
      };
      await send(request, reply, `search:${term.toLowerCase()}:${page}`, load);
      return reply;
    },
  );
};
export default searchRoutes;
