import type { FastifyPluginAsync } from 'fastify';
import type { RecurlyApiContext } from './recurly-api-context.ts';
import { createSubscriptionChanges } from './subscription-changes.ts';

/**
 * A subscription's plan change (api.yaml subscription_change): made now or for the term's end,
 * read, removed and previewed (subscription-changes.ts). Registered inside subscriptions-routes.ts,
 * whose parser reads the empty JSON body the client sends with remove as none.
 */
const subscriptionChangeRoutes: FastifyPluginAsync<RecurlyApiContext> = async (app, context) => {
  const changes = createSubscriptionChanges(context);

  app.post<{ Params: { subscription_id: string } }>('/subscriptions/:subscription_id/change', async (request, reply) => {
    const made = await changes.create(request.params.subscription_id, request.body);
    if (made.status === 204) return reply.code(204).send();
    return reply.code(201).send(made.answer);
  });

  app.get<{ Params: { subscription_id: string } }>('/subscriptions/:subscription_id/change', async (request) => changes.pending(request.params.subscription_id));

  app.delete<{ Params: { subscription_id: string } }>('/subscriptions/:subscription_id/change', async (request, reply) => {
    await changes.remove(request.params.subscription_id);
    return reply.code(204).send();
  });

  app.post<{ Params: { subscription_id: string } }>('/subscriptions/:subscription_id/change/preview', async (request) =>
    changes.preview(request.params.subscription_id, request.body),
  );
};
export default subscriptionChangeRoutes;
