import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorResponseSchema, BILLING_MESSAGES, ERROR_CODES, previewPlansRequestSchema, previewPlansSchema, type PlanPreview } from '@stat/contracts';
import { signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { createBillingAccounts, hasPurchasedBefore } from './billing-account.ts';
import { couponRefusal, UNKNOWN_COUPON } from './coupon-rules.ts';
import { sendGatewayFailure } from './gateway-errors.ts';
import type { Payments } from './payments.ts';
import { invoiceLines, planOf } from './plans-on-sale.ts';
import { purchaseCreate, todayOf } from './purchase-order.ts';
import { quote } from './quote.ts';

export interface PreviewRoutesOptions {
  payments: Payments;
  now?: () => Date;
}

/**
 * `user/previewplans` (streaming spec sections 3, 5, 7): what each plan would cost this viewer —
 * today (the gateway's preview of the purchase, which also checks the coupon and the gift card),
 * when the trial ends, and what is charged next and when (quote.ts, the same rules the gateway bills by).
 */
const previewRoutes: FastifyPluginAsyncZod<PreviewRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const { client } = opts.payments;
  const accounts = createBillingAccounts(client);

  app.post(
    '/api/user/previewplans',
    {
      config: { viewer: 'required', readOnly: true },
      schema: {
        tags: ['billing'],
        summary: 'Preview plans with a coupon and a gift card: today, the trial, the next charge',
        body: previewPlansRequestSchema,
        response: {
          200: previewPlansSchema,
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          400: apiErrorResponseSchema.describe("No product codes: error.plan.productCodesRequired ('Product codes are required.'), or a malformed request"),
          404: apiErrorResponseSchema.describe('No such coupon: error.coupon.invalid'),
          422: apiErrorResponseSchema.describe('A plan not on sale, a coupon that does not apply or expired, or a gift card not found or already redeemed'),
          503: apiErrorResponseSchema.describe('The payment gateway could not be reached: error.payment.unavailable'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const { plans: codes = [], addOns = [], couponCode, giftCardCode } = request.body;
      reply.header('cache-control', 'no-store');
      if (codes.length === 0) return sendApiError(reply, 400, { code: ERROR_CODES.productCodesRequired, body: BILLING_MESSAGES.productCodesRequired });
      const plans = codes.map((code) => planOf(app.plans, code, { addOnCodes: addOns }));
      const unknownAddOn = addOns.find((code) => !app.plans.addOns.some((addOn) => addOn.code === code));
      if (plans.some((plan) => plan === null) || unknownAddOn) {
        return sendApiError(reply, 422, { code: ERROR_CODES.planNotFound, body: BILLING_MESSAGES.planNotFound });
      }
      try {
        const [subscriptions, existingCredit, coupon] = await Promise.all([
          accounts.subscriptions(user.tveUserId),
          accounts.creditInCents(user.tveUserId),
          couponCode ? accounts.coupon(couponCode, app.plans) : Promise.resolve(null),
        ]);
        const hasPurchased = hasPurchasedBefore(user, subscriptions);
        if (couponCode && !coupon) return sendApiError(reply, UNKNOWN_COUPON.status, UNKNOWN_COUPON.error);
        const refusal = coupon && couponRefusal(coupon, { productCode: codes.length === 1 ? codes[0] : undefined, hasPurchased, now: now(), plans: app.plans });
        if (refusal) return sendApiError(reply, refusal.status, refusal.error);

        const at = now();
        let giftCardInCents = 0;
        const previews = await Promise.all(
          plans.flatMap((plan) => (plan ? [plan] : [])).map(async (plan): Promise<PlanPreview> => {
            // A coupon for other plans is left out of this plan's preview (refused above when only one plan is asked).
            const applying = coupon?.plans.includes(plan.productCode) ? coupon : null;
            const order = { productCode: plan.productCode, addOns, couponCode: applying?.code, giftCardCode, trial: !hasPurchased };
            const today = todayOf(await client.previewPurchase(purchaseCreate(user, order, at, null)));
            giftCardInCents = today.giftCard;
            const next = quote({
              linesInCents: invoiceLines(plan),
              interval: plan.billingInterval,
              trialDays: hasPurchased ? 0 : plan.trialDays,
              percentOff: applying?.percentOff ?? 0,
              creditInCents: existingCredit + today.giftCard,
              now: at,
            });
            return {
              ...plan,
              ...next,
              subtotalTodayInCents: today.subtotal,
              discountTodayInCents: today.discount,
              creditTodayInCents: today.credit,
              dueTodayInCents: today.due,
            };
          }),
        );
        return {
          trialEligible: !hasPurchased,
          plans: previews,
          existingAccountCreditInCents: existingCredit,
          totalNewAccountCreditInCents: existingCredit + giftCardInCents,
          coupon,
          giftCard: giftCardCode ? { code: giftCardCode, amountInCents: giftCardInCents } : null,
        };
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'a purchase preview');
      }
    },
  );
};
export default previewRoutes;
