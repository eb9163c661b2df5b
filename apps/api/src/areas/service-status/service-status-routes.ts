import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorResponseSchema,
  ERROR_CODES,
  SERVICE_STATUS_LABELS,
  STATUS_CACHE_SECONDS,
  STATUS_RECENT_DAYS,
  serviceStatusSchema,
  statusAllClearSchema,
  statusIncidentIdSchema,
  type ServiceStatus,
} from '@stat/contracts';
import { commonErrorResponses, signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { sendApiError } from '../../plugins/api-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** GET status is built at most once a second per instance, however many ask. */
const LISTING_FRESH_MS = 1_000;

/** Digits only: "1e3" or " 7" are not incident ids, whatever Number() makes of them. */
const params = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/, 'Expected an incident id').transform(Number).pipe(statusIncidentIdSchema) });

/**
 * Service status (issue 29 section 4): `GET status`, public and the same for everyone (the open
 * incidents and the last 30 days'), for every client; and the signed-in viewer's side of the
 * all-clear: the web app says once per incident that the viewer was shown its banner, and after
 * the incident lists and dismisses the viewer's all-clear notices. Every personal call takes the
 * viewer from the session; an id is only ever matched with the session's own rows.
 */
const serviceStatusRoutes: FastifyPluginAsyncZod<{ now?: () => number }> = async (app, opts) => {
  const now = opts.now ?? Date.now;
  const incidents = app.serviceStatus;
  let built: { at: number; answer: Promise<ServiceStatus> } | null = null;

  function listing(): Promise<ServiceStatus> {
    const at = now();
    if (!built || at - built.at >= LISTING_FRESH_MS || at < built.at) {
      const answer = incidents.listing(at);
      built = { at, answer };
      // A failed read is not kept: the next request reads again.
      answer.catch(() => {
        if (built?.answer === answer) built = null;
      });
    }
    return built.answer;
  }

  app.get(
    '/api/status',
    {
      schema: {
        tags: ['status'],
        summary: `The service's open incidents, then those resolved in the last ${STATUS_RECENT_DAYS} days (public, cached ${STATUS_CACHE_SECONDS} s)`,
        response: { 200: serviceStatusSchema, ...commonErrorResponses },
      },
    },
    async (_request, reply) => {
      const answer = await listing();
      reply.header('cache-control', `public, max-age=${STATUS_CACHE_SECONDS}`);
      return answer;
    },
  );

  app.put(
    '/api/user/status/seen/:id',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['status'],
        summary: "The viewer was shown this open incident's banner (idempotent): they get its all-clear",
        params,
        response: {
          204: z.undefined().describe('Recorded, or was already'),
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          404: apiErrorResponseSchema.describe('No such open incident: error.notfound'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      if (!(await incidents.markSeen(request.params.id, user.tveUserId))) {
        return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: SERVICE_STATUS_LABELS.notOpen });
      }
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/user/status/all-clear',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['status'],
        summary: `The viewer's all-clear notices: incidents they were shown, resolved in the last ${STATUS_RECENT_DAYS} days, not dismissed`,
        response: { 200: statusAllClearSchema, ...signedOutResponse, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { user } = request.signedInViewer();
      return { incidents: await incidents.allClearOf(user.tveUserId, now() - STATUS_RECENT_DAYS * DAY_MS) };
    },
  );

  app.delete(
    '/api/user/status/all-clear/:id',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['status'],
        summary: "Dismisses the viewer's all-clear of a resolved incident",
        params,
        response: {
          204: z.undefined().describe('Dismissed, or was already'),
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          404: apiErrorResponseSchema.describe('The viewer has no all-clear for this incident (not shown it, not resolved, or unknown): error.notfound'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      if (!(await incidents.dismiss(user.tveUserId, request.params.id, now()))) {
        return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: SERVICE_STATUS_LABELS.noAllClear });
      }
      return reply.code(204).send();
    },
  );
};
export default serviceStatusRoutes;
