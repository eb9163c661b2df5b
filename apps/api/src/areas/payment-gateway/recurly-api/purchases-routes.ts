import type { FastifyPluginAsync } from 'fastify';
import { purchaseBodySchema } from './purchase-body.ts';
import type { RecurlyApiContext } from './recurly-api-context.ts';
import { readBody } from './route-helpers.ts';

/** POST purchases (201, the invoice collection) and purchases/preview (200, the same, nothing stored). */
const purchasesRoutes: FastifyPluginAsync<RecurlyApiContext> = async (app, { purchases }) => {
  app.post('/purchases', async (request, reply) => {
    const answer = await purchases.purchase(readBody(purchaseBodySchema, request.body));
    return reply.code(201).send(answer);
  });

  app.post('/purchases/preview', async (request) => purchases.preview(readBody(purchaseBodySchema, request.body)));
};
export default purchasesRoutes;
