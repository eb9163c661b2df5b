import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { GatewayClock } from '../gateway-clock.ts';
import type { GatewayTokenStore } from '../gateway-token.ts';
import type { RenewalsJob } from '../renewals/renewals-job.ts';
import type { WebhookOutbox } from '../renewals/webhook-outbox.ts';
import { clockRoutes } from './clock-routes.ts';
import accountsRoutes from './accounts-routes.ts';
import type { RecurlyApiContext } from './recurly-api-context.ts';
import { createCatalogRepository } from './catalog-repository.ts';
import catalogRoutes from './catalog-routes.ts';
import { addIdempotencyHooks } from './idempotency-hooks.ts';
import { createIdempotencyRepository } from './idempotency-repository.ts';
import { createPurchases } from './purchases.ts';
import purchasesRoutes from './purchases-routes.ts';
import { createRecordsRepository } from './records-repository.ts';
import recordsRoutes from './records-routes.ts';
import refundsRoutes from './refunds-routes.ts';
import subscriptionsRoutes from './subscriptions-routes.ts';
import { RecurlyError } from './recurly-error.ts';

/** The API version the recurly client (4.x) asks for in its Accept header. */
export const RECURLY_API_VERSION = 'v2021-02-25';
const ACCEPTED = new Set([`application/vnd.recurly.${RECURLY_API_VERSION}`, 'application/vnd.recurly.latest'].flatMap((type) => [type, `${type}+json`]));

export interface RecurlyApiOptions {
  db: Db;
  tokens: GatewayTokenStore;
  /** The gateway's private API key: the Basic username of every call. */
  apiKey: string;
  clock: GatewayClock;
  renewals: RenewalsJob;
  outbox: WebhookOutbox;
}


const digest = (value: string) => createHash('sha256').update(value).digest();

/** The key of `Authorization: Basic base64(key:)`, as the client sends it; null without one. */
function basicUsername(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? decoded : decoded.slice(0, colon);
}

/**
 * The subset of Recurly's v3 API the billing area uses (README), behind Recurly's HTTP Basic
 * authentication with the private API key and its versioned Accept header.
 */
const recurlyApi: FastifyPluginAsync<RecurlyApiOptions> = async (app, { db, tokens, apiKey, clock, renewals, outbox }) => {
  const now = clock.now;
  const expectedKey = digest(apiKey);
  app.addHook('onRequest', async (request, reply) => {
    // The client quotes X-Request-Id in its errors, as support would ask for it.
    reply.header('Recurly-Version', `recurly.${RECURLY_API_VERSION}`).header('X-Request-Id', request.id);
    const key = basicUsername(request);
    // Compared as digests, so neither the length nor the content leaks through timing.
    if (key === null || !timingSafeEqual(digest(key), expectedKey)) {
      throw new RecurlyError(401, 'unauthorized', 'Please use a valid private API key (HTTP Basic authentication, the key as the username)');
    }
    const accept = request.headers.accept?.split(',').map((type) => type.split(';')[0]!.trim()) ?? [];
    if (!accept.some((type) => ACCEPTED.has(type))) {
      throw new RecurlyError(406, 'invalid_api_version', `Send the API version in the Accept header: application/vnd.recurly.${RECURLY_API_VERSION}`);
    }
    // The clock another instance (or billing:advance) may have moved: every call reads it first.
    await clock.refresh();
  });
  // Real time, as the tokens' (gateway-app.ts): a key's hour is an hour whatever the billing clock says.
  addIdempotencyHooks(app, createIdempotencyRepository(db, clock.wallClock));

  const catalog = createCatalogRepository(db, now);
  const records = createRecordsRepository(db, now);
  const context: RecurlyApiContext = { db, tokens, now, catalog, records, purchases: createPurchases({ db, tokens, now, catalog, records }), renewals, outbox };
  await app.register(catalogRoutes, context);
  await app.register(accountsRoutes, context);
  await app.register(purchasesRoutes, context);
  await app.register(recordsRoutes, context);
  await app.register(refundsRoutes, context);
  await app.register(subscriptionsRoutes, context);
  await app.register(clockRoutes({ clock, renewals }));
};
export default recurlyApi;
