import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES, statusAffectsSchema, statusIncidentIdSchema, statusIncidentSchema, statusIncidentTextSchema } from '@stat/contracts';
import { operatorAuthorizationCheck } from '../../lib/operator-address-file.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import type { PpvStore } from '../ppv/ppv-store.ts';
import { createStatusSwitch } from './status-switch.ts';

/** The operator's paths: outside /api (no browser calls them), not in the API's documentation. */
export const STATUS_INCIDENT_PATH = '/_operator/status/incident';
export const STATUS_RESOLVE_PATH = '/_operator/status/resolve';

export const statusDeclareCommandSchema = z.object({ text: statusIncidentTextSchema, affects: statusAffectsSchema });
export const statusDeclaredAnswerSchema = z.object({ incident: statusIncidentSchema, ppvWindowOpened: z.boolean() });
export const statusResolveCommandSchema = z.object({ id: statusIncidentIdSchema.nullable() });
export const statusResolvedAnswerSchema = z.object({ resolved: z.array(statusIncidentSchema), ppvWindowClosed: z.boolean() });

/**
 * `npm run status` while the server runs on the embedded database (the server's alone): the
 * command posts here with the key the server wrote to DATA_DIR/operator.json, as `npm run ppv`
 * does. The server reads the pay-per-view switches again at once, so its next answer has them.
 */
const statusOperatorRoutes: FastifyPluginAsyncZod<{ operatorKey: string; ppvStore: PpvStore; now?: () => number }> = async (app, opts) => {
  const now = opts.now ?? Date.now;
  const isOperator = operatorAuthorizationCheck(opts.operatorKey);
  const refused = { 400: apiErrorResponseSchema, 403: apiErrorResponseSchema };
  const statusSwitch = () => createStatusSwitch(app.database.db, opts.ppvStore.current(now()).event.productId);

  app.addHook('onRequest', async (request, reply) => {
    if (!isOperator(request.headers.authorization)) return sendApiError(reply, 403, { code: ERROR_CODES.requestForbidden, body: API_MESSAGES.forbidden });
  });

  app.post(STATUS_INCIDENT_PATH, { schema: { hide: true, body: statusDeclareCommandSchema, response: { 200: statusDeclaredAnswerSchema, ...refused } } }, async (request) => {
    const declared = await statusSwitch().declare(request.body.text, request.body.affects, now());
    await opts.ppvStore.refresh();
    request.log.info({ incident: declared.incident.id, affects: declared.incident.affects, ppvWindowOpened: declared.ppvWindowOpened }, 'service incident declared');
    return declared;
  });

  app.post(STATUS_RESOLVE_PATH, { schema: { hide: true, body: statusResolveCommandSchema, response: { 200: statusResolvedAnswerSchema, ...refused } } }, async (request) => {
    const resolved = await statusSwitch().resolve(request.body.id, now());
    await opts.ppvStore.refresh();
    request.log.info({ resolved: resolved.resolved.map((incident) => incident.id), ppvWindowClosed: resolved.ppvWindowClosed }, 'service incidents resolved');
    return resolved;
  });
};
export default statusOperatorRoutes;
