import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import browserRoutes from './browser/browser-routes.ts';
import { createTokensRepository } from './browser/tokens-repository.ts';
import type { GatewayClock } from './gateway-clock.ts';
import type { GatewayKeys } from './gateway-keys.ts';
import type { GatewayTokenStore } from './gateway-token.ts';
import type { RenewalsJob } from './renewals/renewals-job.ts';
import type { WebhookOutbox } from './renewals/webhook-outbox.ts';
import recurlyApi from './recurly-api/recurly-api-plugin.ts';
import { RecurlyError } from './recurly-api/recurly-error.ts';

export interface GatewayAppOptions {
  db: Db;
  keys: GatewayKeys;
  /** The web app's origin (PUBLIC_URL's): the only page that may frame the card fields. */
  appOrigin: string;
  logger?: FastifyBaseLogger;
  /** Where the API reads tokens; by default the browser side's table. Tests give their own. */
  tokens?: GatewayTokenStore;
  /** The gateway's clock (trials, periods, coupon expiry, renewals): real time plus its stored offset. */
  clock: GatewayClock;
  renewals: RenewalsJob;
  outbox: WebhookOutbox;
}

/** Framework errors (a body that is not JSON, an unknown media type, a bad URL) in Recurly's words. */
function recurlyErrorOf(error: FastifyError): RecurlyError {
  if (error instanceof RecurlyError) return error;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new RecurlyError(400, 'invalid_content_type', 'Send the request body as application/json');
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new RecurlyError(status, 'bad_request', error.message);
  return new RecurlyError(500, 'internal_server_error', 'An internal server error occurred. Please try again later.');
}

/**
 * The embedded payment gateway as its own Fastify instance (its own port and origin): the
 * Recurly v3 subset under Recurly's paths, and the browser side (recurly.js, card fields,
 * PayPal approval). Every error leaves in Recurly's shape, `{ "error": { type, message, params } }`.
 */
export async function buildGatewayApp({ db, keys, appOrigin, logger, tokens, clock, renewals, outbox }: GatewayAppOptions): Promise<FastifyInstance> {
  const app = Fastify(logger ? { loggerInstance: logger } : { logger: false });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = recurlyErrorOf(error);
    if (answer.status >= 500) request.log.error({ err: error }, 'payment gateway request failed');
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(new RecurlyError(404, 'not_found', `Couldn't find a resource at ${request.method} ${request.url.split('?')[0]}`).body),
  );
  // Tokens and idempotency keys are the protocol's, timed by real time: moving the billing clock
  // (billing:advance) must not expire a card typed a minute ago.
  const browserTokens = createTokensRepository(db, clock.wallClock);
  await app.register(recurlyApi, { db, tokens: tokens ?? browserTokens, apiKey: keys.apiKey, clock, renewals, outbox });
  await app.register(browserRoutes, { tokens: browserTokens, appOrigin, publicKey: keys.publicKey });
  return app;
}
