import type { FastifyPluginAsync } from 'fastify';
import { giftCardAnswer } from './answers/catalog-answers.ts';
import { giftCardRedeemBodySchema, purchaseBodySchema } from './purchase-body.ts';
import type { RecurlyApiContext } from './recurly-api-context.ts';
import { readBody } from './route-helpers.ts';

/**
 * POST purchases (201, the invoice collection) and purchases/preview (200, the same, nothing
 * stored); POST gift_cards/{redemption_code}/redeem (201, the gift card, its credit on the account).
 */
const purchasesRoutes: FastifyPluginAsync<RecurlyApiContext> = async (app, { purchases, catalog }) => {
  app.post('/purchases', async (request, reply) => {
    const answer = await purchases.purchase(readBody(purchaseBodySchema, request.body));
    return reply.code(201).send(answer);
  });

  app.post<{ Params: { redemption_code: string } }>('/gift_cards/:redemption_code/redeem', async (request, reply) => {
    const card = await purchases.redeemGiftCard(request.params.redemption_code, readBody(giftCardRedeemBodySchema, request.body));
    const balances = await catalog.giftCardBalances([card]);
    return reply.code(201).send(giftCardAnswer(card, balances.get(card.id)!));
  });

  app.post('/purchases/preview', async (request) => purchases.preview(readBody(purchaseBodySchema, request.body)));
};
export default purchasesRoutes;
