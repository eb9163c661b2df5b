import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES } from '@stat/contracts';
import { sendApiError } from './api-error.ts';
import { gatewayIdempotencyKey, idempotencyKeySchema, keyId, MAX_FINGERPRINTED_DEPTH, nestedDeeperThan, requestFingerprint, type IdempotencyScope } from './idempotency-key.ts';
import { createIdempotencyRepository, type IdempotencyRepository, type Reservation } from './idempotency-repository.ts';

/** The request header a money call's key comes in (Node lower-cases header names). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Marks an answer replayed from the store rather than made by the handler. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';

/**
 * A retry while the first request runs is told to wait a second: a money call takes about that
 * long, so the retry usually meets the stored answer.
 */
const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

/** Reserve, then read: the row can be released between the two, so the pair is tried again. */
const RESERVE_ATTEMPTS = 3;

/** A route's `idempotent` config. */
export interface IdempotentRouteOptions {
  /** Top-level body fields left out of the request's fingerprint: credentials, never stored. */
  omit?: readonly string[];
}

/** Error answers an idempotent route adds, for the OpenAPI document (400 is in the common ones). */
export const idempotencyErrorResponses = {
  409: apiErrorResponseSchema.describe('The first request with this Idempotency-Key is still running: error.idempotency.inFlight, with Retry-After'),
  422: apiErrorResponseSchema.describe('This Idempotency-Key was used for another request: error.idempotency.keyReused'),
};

/** The key a request came with, in its scope, and the hold on it until the answer is settled. */
interface Claim {
  key: string;
  scope: IdempotencyScope;
  reservation: Reservation | null;
}

const claimed = Symbol('idempotencyClaim');

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A money call: an `Idempotency-Key` header (optional) makes it run once per key. The first
     * answer is stored for 24 hours and replayed to a retry with `Idempotency-Replayed: true`;
     * the key with another request is refused 422, while the first still runs 409. The key is
     * the signed-in user's and the route's. The step runs after the route's own preHandlers, so
     * a route can check a credential (the password) on every call, replays included, and a
     * refusal there never takes the key. 5xx and 429 answers are not kept.
     */
    idempotent?: IdempotentRouteOptions;
  }
  interface FastifyRequest {
    /** The Idempotency-Key this request holds (an idempotent route, the first run); else null. */
    idempotencyKey: string | null;
    /**
     * The Idempotency-Key to send the payment gateway for its `call` (e.g. 'purchase'), the same
     * for every retry of this user's key on this route; null when the request holds no key.
     */
    gatewayIdempotencyKey(call: string): string | null;
    [claimed]?: Claim;
  }
}

function replay(reply: FastifyReply, answer: { statusCode: number; contentType: string | null; body: string }) {
  reply.code(answer.statusCode).header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
  if (answer.contentType) reply.type(answer.contentType);
  return reply.send(answer.body);
}

/** The route-level preHandler: checks the key, then takes it, refuses the request or replays. */
function idempotencyStep(repository: IdempotencyRepository, options: IdempotentRouteOptions) {
  return async function takeIdempotencyKey(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) return;
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success) {
      return sendApiError(reply, 400, { code: ERROR_CODES.idempotencyKeyInvalid, body: API_MESSAGES.idempotencyKeyInvalid });
    }
    const key = parsed.data;
    if (nestedDeeperThan(request.body, MAX_FINGERPRINTED_DEPTH)) {
      return sendApiError(reply, 400, { code: ERROR_CODES.requestInvalid, body: API_MESSAGES.requestInvalid, exceptionType: 'NestedTooDeep' });
    }
    const user = await request.getUser();
    const scope: IdempotencyScope = { tveUserId: user?.tveUserId ?? null, route: `${request.method} ${request.routeOptions.url}` };
    const id = keyId(scope, key);
    const fingerprint = requestFingerprint(scope.route, request, options.omit);
    for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt += 1) {
      const reservation = await repository.reserve(id, scope.tveUserId, fingerprint);
      if (reservation) {
        request.idempotencyKey = key;
        request[claimed] = { key, scope, reservation };
        return;
      }
      const row = await repository.find(id);
      if (!row) continue;
      if (row.fingerprint !== fingerprint) {
        return sendApiError(reply, 422, { code: ERROR_CODES.idempotencyKeyReused, body: API_MESSAGES.idempotencyKeyReused });
      }
      if (row.statusCode === null || row.body === null) break;
      return replay(reply, { statusCode: row.statusCode, contentType: row.contentType, body: row.body });
    }
    reply.header('retry-after', IN_FLIGHT_RETRY_AFTER_SECONDS);
    return sendApiError(reply, 409, { code: ERROR_CODES.idempotencyInFlight, body: API_MESSAGES.idempotencyInFlight });
  };
}

/**
 * Keeps the answer of a request that holds a key, or frees the key when the answer is not one
 * to keep (5xx, 429: a retry runs again, and the gateway, given the same key, charges once).
 * Never throws: the answer goes out whether or not it could be remembered.
 */
async function settle(repository: IdempotencyRepository, request: FastifyRequest, reply: FastifyReply, reservation: Reservation, payload: unknown) {
  const statusCode = reply.statusCode;
  try {
    if (statusCode >= 500 || statusCode === 429) return await repository.release(reservation);
    if (payload !== undefined && payload !== null && typeof payload !== 'string') {
      // A money call answers JSON; a stream or a buffer could not be replayed as it was sent.
      request.log.error({ route: request.routeOptions.url }, 'idempotent route answered with a body that cannot be stored; key released');
      return await repository.release(reservation);
    }
    const contentType = reply.getHeader('content-type');
    const stored = await repository.answer(reservation, {
      statusCode,
      contentType: contentType === undefined ? null : String(contentType),
      body: payload ?? '',
    });
    if (!stored) request.log.warn({ route: request.routeOptions.url }, 'idempotency key taken over (lease ran out) before its answer was stored');
  } catch (error) {
    // The key stays held until its lease runs out; a retry then runs again, charged once at the gateway.
    request.log.error({ err: error }, 'idempotency key not settled');
  }
}

/**
 * Exactly-once money calls (issue 23, "Exactly once"; docs/decisions.md, "Idempotency"): routes
 * opt in with `config: { idempotent: { omit: [...] } }`. Registered before the routes, whose
 * `idempotent` config its onRoute hook reads, and after the sessions, whose user scopes the key.
 */
export default fp(
  async (app) => {
    const repository = createIdempotencyRepository(app.database.db);
    app.decorateRequest('idempotencyKey', null);
    app.decorateRequest('gatewayIdempotencyKey', function gatewayKey(this: FastifyRequest, call: string) {
      const claim = this[claimed];
      return claim ? gatewayIdempotencyKey(claim.scope, claim.key, call) : null;
    });

    app.addHook('onRoute', (route) => {
      const options = route.config?.idempotent;
      if (!options) return;
      // Last of the route's preHandlers (which run after every app-level one, the viewer guard's too).
      route.preHandler = [...[route.preHandler ?? []].flat(), idempotencyStep(repository, options)];
    });

    // App-level, so it runs before the route-level onSend of compression and sees the body as sent.
    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request[claimed];
      if (!claim?.reservation) return payload;
      const { reservation } = claim;
      claim.reservation = null;
      await settle(repository, request, reply, reservation, payload);
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['database', 'sessions'] },
);
