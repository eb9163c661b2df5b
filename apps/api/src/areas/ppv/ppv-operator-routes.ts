import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES, ppvPhaseSchema } from '@stat/contracts';
import { operatorAuthorizationCheck } from '../../lib/operator-address-file.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { createPpvClockRepository } from './ppv-clock-repository.ts';
import { offsetForPhase } from './ppv-phase.ts';
import type { PpvStore } from './ppv-store.ts';

/** The operator's paths: outside /api (no browser calls them), not in the API's documentation. */
export const PPV_CLOCK_PATH = '/_operator/ppv/clock';
export const PPV_INCIDENT_PATH = (action: string) => `/_operator/ppv/incident/${action}`;

export const ppvClockCommandSchema = z.object({ phase: z.union([ppvPhaseSchema, z.literal('reset')]) });
export const ppvClockAnswerSchema = z.object({ offsetMs: z.number().int() });
/** `switched` false: a start while the event's incident is open, or an end with none open (nothing changed). */
export const ppvIncidentAnswerSchema = z.object({ switched: z.boolean(), at: z.number().int() });

/**
 * `npm run ppv` while the server runs on the embedded database (the server's alone): the command
 * posts here with the key the server wrote to DATA_DIR/operator.json, and the server writes the
 * clock or the incident to the database, where every instance reads it within a second. It reads
 * them again at once itself, so its next answer has them.
 */
const ppvOperatorRoutes: FastifyPluginAsyncZod<{ operatorKey: string; ppvStore: PpvStore; now?: () => number }> = async (app, opts) => {
  const now = opts.now ?? Date.now;
  const isOperator = operatorAuthorizationCheck(opts.operatorKey);
  const clock = createPpvClockRepository(app.database.db);
  const refused = { 400: apiErrorResponseSchema, 403: apiErrorResponseSchema };

  app.addHook('onRequest', async (request, reply) => {
    if (!isOperator(request.headers.authorization)) return sendApiError(reply, 403, { code: ERROR_CODES.requestForbidden, body: API_MESSAGES.forbidden });
  });

  app.post(PPV_CLOCK_PATH, { schema: { hide: true, body: ppvClockCommandSchema, response: { 200: ppvClockAnswerSchema, ...refused } } }, async (request) => {
    const at = now();
    const offsetMs = offsetForPhase(request.body.phase, opts.ppvStore.current(at).event, at);
    await clock.setOffset(offsetMs);
    await opts.ppvStore.refresh();
    request.log.info({ phase: request.body.phase, offsetMs }, 'pay-per-view clock moved');
    return { offsetMs };
  });

  app.post(
    PPV_INCIDENT_PATH(':action'),
    { schema: { hide: true, params: z.object({ action: z.enum(['start', 'end']) }), response: { 200: ppvIncidentAnswerSchema, ...refused } } },
    async (request) => {
      const at = now();
      const { productId } = opts.ppvStore.current(at).event;
      const switched = await clock.switchIncident(productId, request.params.action, at);
      await opts.ppvStore.refresh();
      request.log.info({ productId, action: request.params.action, switched }, 'pay-per-view incident switch');
      return { switched, at };
    },
  );
};
export default ppvOperatorRoutes;
