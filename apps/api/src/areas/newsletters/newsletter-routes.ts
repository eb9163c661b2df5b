import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_MESSAGES,
  apiErrorResponseSchema,
  ERROR_CODES,
  newsletterIdSchema,
  newsletterSubscriptionsSchema,
  settingsSubscribeLanding,
  updateNewsletterSubscriptionsSchema,
} from '@stat/contracts';
import { sendApiError } from '../../plugins/api-error.ts';
import { commonErrorResponses, signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';

/**
 * The viewer's newsletters (streaming spec section 7): `GET` and `PUT user/newsletters`, the
 * session user's only; and `GET user/newsletter/subscribe/{id}`, the one-click subscribe link of
 * e-mails, which sends the browser to Settings to do it (docs/decisions.md, "Settings: newsletters").
 */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsletters = app.newslettersRepository;
  const signedOut = { code: ERROR_CODES.sessionLoggedOut, body: API_MESSAGES.sessionLoggedOut };

  app.get(
    '/api/user/newsletters',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['newsletters'],
        summary: "Every newsletter with the viewer's subscribed state",
        response: { 200: newsletterSubscriptionsSchema, ...signedOutResponse, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const list = await newsletters.list(request.signedInViewer().user.tveUserId);
      return list ?? sendApiError(reply, 401, signedOut);
    },
  );

  app.put(
    '/api/user/newsletters',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['newsletters'],
        summary: "Subscribe to or unsubscribe from newsletters; answers every newsletter's state",
        body: updateNewsletterSubscriptionsSchema,
        response: {
          200: newsletterSubscriptionsSchema,
          ...stateChangingErrorResponses,
          400: apiErrorResponseSchema.describe('Not a list of {id, subscribed} naming each known newsletter at most once: error.request.invalid'),
          ...signedOutResponse,
        },
      },
    },
    async (request, reply) => {
      const list = await newsletters.set(request.signedInViewer().user.tveUserId, request.body);
      return list ?? sendApiError(reply, 401, signedOut);
    },
  );

  app.get(
    '/api/user/newsletter/subscribe/:id',
    {
      schema: {
        tags: ['newsletters'],
        summary: "The e-mails' one-click subscribe: to Settings, which subscribes the viewer (signed in first if need be)",
        params: z.object({ id: z.string() }),
        response: {
          303: z.undefined().describe('To Settings with ?subscribe={id}'),
          404: apiErrorResponseSchema.describe('No such newsletter: error.notfound'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const id = newsletterIdSchema.safeParse(request.params.id);
      if (!id.success) return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.newsletterNotFound });
      // Nothing changes on a GET (mail scanners fetch links, and any page could embed this one):
      // Settings subscribes with its own PUT, as the signed-in viewer it is.
      return reply.code(303).header('cache-control', 'no-store').redirect(settingsSubscribeLanding(id.data), 303);
    },
  );
};
export default newsletterRoutes;
