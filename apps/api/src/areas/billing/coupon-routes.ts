import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponseSchema, couponSchema, productCodeSchema, redemptionCodeSchema } from '@stat/contracts';
import { commonErrorResponses, signedOutResponse } from '../../lib/error-responses.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { createBillingAccounts, hasPurchasedBefore } from './billing-account.ts';
import { couponRefusal, UNKNOWN_COUPON } from './coupon-rules.ts';
import { sendGatewayFailure } from './gateway-errors.ts';
import type { Payments } from './payments.ts';

export interface CouponRoutesOptions {
  payments: Payments;
  now?: () => Date;
}

/**
 * `coupon/{code}` and `coupon/{code}/{productCode}` (streaming spec section 7): the coupon from the
 * gateway, or the error body the web app rethrows — unknown, expired, for other plans, or for new
 * subscribers only (coupon-rules.ts).
 */
const couponRoutes: FastifyPluginAsyncZod<CouponRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const accounts = createBillingAccounts(opts.payments.client);
  const response = {
    200: couponSchema,
    ...signedOutResponse,
    ...commonErrorResponses,
    404: apiErrorResponseSchema.describe('No such coupon: error.coupon.invalid'),
    422: apiErrorResponseSchema.describe('Expired (error.coupon.expired), or not for this plan or this account (error.coupon.notApplicable)'),
    503: apiErrorResponseSchema.describe('The payment gateway could not be reached: error.payment.unavailable'),
  };

  for (const url of ['/api/coupon/:code', '/api/coupon/:code/:productCode']) {
    app.get(
      url,
      {
        config: { viewer: 'required' },
        schema: {
          tags: ['billing'],
          summary: url.endsWith('productCode') ? 'A coupon, checked for one plan' : 'A coupon',
          params: z.object({ code: redemptionCodeSchema, productCode: productCodeSchema.optional() }),
          response,
        },
      },
      async (request, reply) => {
        const { user } = request.signedInViewer();
        reply.header('cache-control', 'no-store');
        try {
          const [coupon, subscriptions] = await Promise.all([accounts.coupon(request.params.code, app.plans), accounts.subscriptions(user.tveUserId)]);
          if (!coupon) return sendApiError(reply, UNKNOWN_COUPON.status, UNKNOWN_COUPON.error);
          const refusal = couponRefusal(coupon, {
            productCode: request.params.productCode,
            hasPurchased: hasPurchasedBefore(user, subscriptions),
            now: now(),
            plans: app.plans,
          });
          if (refusal) return sendApiError(reply, refusal.status, refusal.error);
          return coupon;
        } catch (error) {
          return sendGatewayFailure(request, reply, error, 'reading a coupon');
        }
      },
    );
  }
};
export default couponRoutes;
