import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES, ERROR_CODES, RATE_LIMIT_PAGE } from '@stat/contracts';
import { renderMessagePage } from '../lib/html-page.ts';
import { sendApiError } from './api-error.ts';
import { sharedCountersStore, type CounterName, type RateLimitCounters } from './rate-limit-counters.ts';
import { serverArea } from './server-paths.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route serves files or media (the build's files, artwork, provider logos, promo art,
     * media manifests and segments): a page needs dozens and a stream one every few seconds,
     * each from memory, disk or a cache, so the per-address request limit does not count them.
     */
    uncounted?: boolean;
  }
  interface FastifyInstance {
    /**
     * A stricter limit per client address for one costly family of routes (search), kept apart
     * from the request limit: an onRequest hook answering 429 error.request.rateLimited past it.
     */
    limitPerAddress(limit: AddressLimit): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  }
}

/** At most `max` requests in `windowMs`, per client address. */
export interface AddressLimit {
  /** The limit's own counters' name (shared counters are keyed by it). */
  name: string;
  max: number;
  windowMs: number;
}

export interface RequestLimitOptions {
  /** Counted requests per window and address (RATE_LIMIT_MAX). */
  max: number;
  windowMs: number;
  /** Counters every instance shares (PostgreSQL or Redis); absent, each process counts in memory. */
  counters?: RateLimitCounters;
}

/**
 * Marks every route registered after it in this plugin's context `uncounted` (a plugin of
 * files or media only: the media origin, the build's files).
 */
export function uncountedRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, uncounted: true };
  });
}

/** A browser asking for a page of ours (not an API call): it is shown a page, not JSON. */
function isNavigation(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html') &&
    serverArea(request.url) === null
  );
}

/** The page a refused navigation gets: the sign-in pages' look (their stylesheet is uncounted). */
const refusedPage = renderMessagePage({ title: RATE_LIMIT_PAGE.title, message: RATE_LIMIT_PAGE.message, homeUrl: '/' });

/**
 * The per-address request limit (docs/operations.md, "Request limits"): every request counts
 * (refused, OPTIONS and not-found ones too) before anything that could cost a lookup, except
 * routes marked `uncounted`. Past it an API call gets 429 in its API's shape (the error
 * handlers) and a browser's page request a readable page; both carry Retry-After.
 */
async function requestLimit(app: FastifyInstance, opts: RequestLimitOptions) {
  await app.register(rateLimit, {
    // One hook for all requests (below), not the plugin's per-route hooks, which run after the
    // root's hooks and never see a request that matches no route.
    global: false,
    max: opts.max,
    timeWindow: opts.windowMs,
    // Thrown, then shaped by the error handlers (API shape, or OFREP's under /ofrep).
    errorResponseBuilder: () => Object.assign(new Error(API_MESSAGES.rateLimited), { statusCode: 429 }),
    // Shared counters out of reach (Redis or PostgreSQL restarting) let requests through rather
    // than refuse every viewer: a limit is a guard against abuse, not a reason to go dark.
    ...(opts.counters ? { store: sharedCountersStore(opts.counters), skipOnError: true } : {}),
  });
  const countRequest = app.rateLimit();
  app.decorate('countRequest', countRequest);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.uncounted === true) return;
    try {
      await countRequest.call(app, request, reply);
    } catch (error) {
      if ((error as FastifyError).statusCode !== 429 || !isNavigation(request)) throw error;
      request.log.info({ status: 429 }, 'request refused');
      return reply.code(429).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(refusedPage);
    }
  });

  app.decorate('limitPerAddress', (limit: AddressLimit) => {
    // Its own counters, apart from the request limit's (the plugin's child store, named by the limit).
    const options: CounterName & { max: number; timeWindow: number } = { counter: limit.name, max: limit.max, timeWindow: limit.windowMs };
    const check = app.createRateLimit(options);
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const counted = await check(request);
      if (counted.isAllowed || !counted.isExceeded) return undefined;
      reply.header('retry-after', counted.ttlInSeconds);
      return sendApiError(reply, 429, { code: ERROR_CODES.requestRateLimited, body: API_MESSAGES.rateLimited });
    };
  });
}

export default fp(requestLimit, { name: 'request-limit', dependencies: ['security-headers'] });
