import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdempotencyRepository, IdempotentRequest } from './idempotency-repository.ts';
import { badRequest, RecurlyError } from './recurly-error.ts';

const IDEMPOTENT_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_KEY_LENGTH = 255;

/**
 * Recurly's Idempotency-Key (api.yaml, "Idempotent Requests"), on every route of `app`: the first
 * answer to a key is kept an hour and replayed, with `Idempotency-Prior: true`, for the same key,
 * method and path; while the first is running a second gets 409 with `Recurly-Should-Retry` and
 * `Retry-After`; a key over 255 characters is a 400. The same key with another body is refused
 * (400), which Recurly leaves unsaid. A 5xx is not kept, so a retry runs again.
 */
export function addIdempotencyHooks(app: FastifyInstance, repository: IdempotencyRepository): void {
  const claimed = new WeakMap<FastifyRequest, IdempotentRequest>();

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEMPOTENT_METHODS.has(request.method)) return;
    if (key.length > MAX_KEY_LENGTH) throw badRequest(`Idempotency-Key must be ${MAX_KEY_LENGTH} characters or fewer`);
    const identity = { key, method: request.method, path: request.url.split('?')[0]! };
    const fingerprint = createHash('sha256').update(JSON.stringify(request.body ?? null)).digest('hex');
    const start = await repository.begin(identity, fingerprint);
    switch (start.kind) {
      case 'started':
        claimed.set(request, identity);
        return;
      case 'replay':
        return reply.code(start.statusCode).header('Idempotency-Prior', 'true').type('application/json; charset=utf-8').send(start.body);
      case 'running':
        reply.header('Recurly-Should-Retry', 'true').header('Retry-After', '1');
        throw new RecurlyError(409, 'simultaneous_request', 'A request with this Idempotency-Key is already in progress');
      case 'mismatch':
        throw badRequest('This Idempotency-Key was already used with a different request body');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const identity = claimed.get(request);
    if (!identity) return payload;
    claimed.delete(request);
    if (reply.statusCode >= 500) await repository.release(identity);
    else await repository.finish(identity, reply.statusCode, typeof payload === 'string' ? payload : '');
    return payload;
  });
}
