import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Client } from 'recurly';
import {
  apiErrorResponseSchema,
  CANCELLATION_OFFER,
  couponRedeemRequestSchema,
  couponRedemptionSchema,
  ERROR_CODES,
  PLAN_CHANGE_ERROR_CODES,
  PLAN_CHANGE_MESSAGES,
} from '@stat/contracts';
import { signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { idempotencyErrorResponses } from '../../plugins/idempotency.ts';
import { createBillingAccounts, gatewayAccountId } from './billing-account.ts';
import { couponRefusal, UNKNOWN_COUPON } from './coupon-rules.ts';
import { gatewayErrorOf, sendGatewayFailure } from './gateway-errors.ts';
import type { Payments } from './payments.ts';
import { changeableSubscription, changeRefusalResponses, gatewayRequestOptions } from './plan-change-refusals.ts';

export interface CouponRedeemRoutesOptions {
  payments: Payments;
  now?: () => Date;
}

/** The client's calls take request options last; its declarations leave them out. */
type Redeem = (accountId: string, body: Parameters<Client['createCouponRedemption']>[1], options: { headers: Record<string, string> }) => ReturnType<Client['createCouponRedemption']>;

/**
 * `POST coupon/redeem` (streaming spec section 7, body `coupon`): a coupon on the viewer's active
 * subscription, redeemed at the gateway on their account (it comes off the next bill). The plans
 * file's rules apply (coupon-rules.ts: expired, for other plans, new subscribers only); the
 * retention offer is taken only in the cancel flow. A money call: once per Idempotency-Key.
 */
const couponRedeemRoutes: FastifyPluginAsyncZod<CouponRedeemRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const { client } = opts.payments;
  const accounts = createBillingAccounts(client);
  const redeem = client.createCouponRedemption.bind(client) as unknown as Redeem;

  app.post(
    '/api/coupon/redeem',
    {
      config: { viewer: 'required', browserOnly: true, idempotent: {} },
      schema: {
        tags: ['billing'],
        summary: 'Redeem a coupon on the viewer’s subscription: off the next bill',
        body: couponRedeemRequestSchema,
        response: {
          200: couponRedemptionSchema,
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          ...idempotencyErrorResponses,
          ...changeRefusalResponses,
          404: apiErrorResponseSchema.describe('No such coupon (error.coupon.invalid), or no subscription at our gateway (error.subscription.notFound)'),
          409: apiErrorResponseSchema.describe('Canceled (error.subscription.canceling), already on the subscription (error.coupon.redeemed), or the same Idempotency-Key is still running'),
          422: apiErrorResponseSchema.describe('Expired (error.coupon.expired), not for this plan, for new subscribers only or the retention offer (error.coupon.notApplicable)'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const code = request.body.coupon;
      const redeemed = () => sendApiError(reply, 409, { code: PLAN_CHANGE_ERROR_CODES.couponRedeemed, body: PLAN_CHANGE_MESSAGES.couponRedeemed });
      try {
        const live = await changeableSubscription(accounts, user, reply);
        if (!live) return reply;
        const coupon = await accounts.coupon(code, app.plans);
        if (!coupon) return sendApiError(reply, UNKNOWN_COUPON.status, UNKNOWN_COUPON.error);
        if (coupon.code === CANCELLATION_OFFER.couponCode) {
          return sendApiError(reply, 422, { code: ERROR_CODES.couponNotApplicable, body: PLAN_CHANGE_MESSAGES.retentionOfferOnly });
        }
        // A subscriber has purchased: new-subscriber coupons are refused.
        const refusal = couponRefusal(coupon, { productCode: live.plan?.code ?? undefined, hasPurchased: true, now: now(), plans: app.plans });
        if (refusal) return sendApiError(reply, refusal.status, refusal.error);
        if ((live.couponRedemptions ?? []).some((redemption) => redemption.coupon?.code === coupon.code && redemption.state === 'active')) return redeemed();
        await redeem(gatewayAccountId(user.tveUserId), { couponId: `code-${coupon.code}`, subscriptionId: live.id }, gatewayRequestOptions(request.gatewayIdempotencyKey('coupon')));
        request.log.info({ couponCode: coupon.code }, 'coupon redeemed on a subscription');
        return { coupon, appliesFrom: (live.currentPeriodEndsAt ?? now()).getTime() };
      } catch (error) {
        if (gatewayErrorOf(error)?.params.some((param) => param.param === 'coupon_id' && /already been redeemed/.test(param.message))) return redeemed();
        return sendGatewayFailure(request, reply, error, 'redeeming a coupon');
      }
    },
  );
};
export default couponRedeemRoutes;
