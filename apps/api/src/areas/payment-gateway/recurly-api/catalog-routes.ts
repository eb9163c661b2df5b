import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { addOnAnswer, couponAnswer, giftCardAnswer, planAnswer } from './answers/catalog-answers.ts';
import { readListParams } from './list-pages.ts';
import type { RecurlyApiContext } from './recurly-api-context.ts';
import { badRequest, notFound } from './recurly-error.ts';
import { readPathId } from './recurly-ids.ts';
import { sendList } from './route-helpers.ts';

const stateFilter = z.object({ state: z.enum(['active', 'inactive']).optional() });

/** Reads Recurly's `state` filter of plans and add-ons (active, inactive). */
function readStateFilter(query: unknown) {
  const parsed = stateFilter.safeParse(query);
  if (!parsed.success) throw badRequest('Invalid value for state');
  return parsed.data.state;
}

/** GET plans, a plan, its add-ons; a coupon; gift cards (a list, and one by id). */
const catalogRoutes: FastifyPluginAsync<RecurlyApiContext> = async (app, { catalog, now }) => {
  const planOr404 = async (planId: string) => {
    const ref = readPathId(planId, 'code');
    const plan = await catalog.findPlan(ref);
    if (!plan) throw notFound('Plan', ref.by, ref.value);
    return plan;
  };

  app.get('/plans', async (request, reply) => {
    const params = readListParams(request.query);
    const state = readStateFilter(request.query);
    return sendList(request, reply, params, await catalog.listPlans(params, state), planAnswer, state ? { state } : {});
  });

  app.get<{ Params: { plan_id: string } }>('/plans/:plan_id', async (request) => planAnswer(await planOr404(request.params.plan_id)));

  app.get<{ Params: { plan_id: string } }>('/plans/:plan_id/add_ons', async (request, reply) => {
    const plan = await planOr404(request.params.plan_id);
    const params = readListParams(request.query);
    const state = readStateFilter(request.query);
    return sendList(request, reply, params, await catalog.listAddOns(plan.id, params, state), addOnAnswer, state ? { state } : {});
  });

  app.get<{ Params: { coupon_id: string } }>('/coupons/:coupon_id', async (request) => {
    const ref = readPathId(request.params.coupon_id, 'code');
    const coupon = await catalog.findCoupon(ref);
    if (!coupon) throw notFound('Coupon', ref.by, ref.value);
    return couponAnswer(coupon, await catalog.plansByCodes(coupon.planCodes), now());
  });

  // Recurly finds a gift card by id only; by its redemption code, a client pages this list (or
  // previews a purchase with gift_card_redemption_code, which refuses an unknown or redeemed one).
  app.get('/gift_cards', async (request, reply) => {
    const params = readListParams(request.query);
    const page = await catalog.listGiftCards(params);
    const balances = await catalog.giftCardBalances(page.items);
    return sendList(request, reply, params, page, (card) => giftCardAnswer(card, balances.get(card.id)!));
  });

  app.get<{ Params: { gift_card_id: string } }>('/gift_cards/:gift_card_id', async (request) => {
    const card = await catalog.findGiftCard({ id: request.params.gift_card_id });
    if (!card) throw notFound('GiftCard', 'id', request.params.gift_card_id);
    const balances = await catalog.giftCardBalances([card]);
    return giftCardAnswer(card, balances.get(card.id)!);
  });
};
export default catalogRoutes;
