import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Client } from 'recurly';
import {
  apiErrorResponseSchema,
  BILLING_MESSAGES,
  ERROR_CODES,
  paymentMethodDisplay,
  planDisplayName,
  purchaseRequestSchema,
  purchaseSchema,
  savedPaymentSchema,
  subscriptionDetailsSchema,
} from '@stat/contracts';
import type { Mailer } from '../../lib/mailer.ts';
import { commonErrorResponses, signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { idempotencyErrorResponses } from '../../plugins/idempotency.ts';
import { createPasswordConfirmation } from '../accounts/password-confirmation.ts';
import type { FlagStore } from '../flags/flag-store.ts';
import { booleanFlag } from '../flags/server-flag.ts';
import { createBillingAccounts, hasPurchasedBefore, liveOf, savedPaymentOf } from './billing-account.ts';
import { couponRefusal, UNKNOWN_COUPON } from './coupon-rules.ts';
import { sendGatewayFailure } from './gateway-errors.ts';
import type { Payments, WithRequestOptions } from './payments.ts';
import { currentPlanOf } from './plan-routes.ts';
import { changeEligibility } from './plan-change-rules.ts';
import { invoiceLines, planOf } from './plans-on-sale.ts';
import { purchaseCreate, todayOf } from './purchase-order.ts';
import { quote } from './quote.ts';
import { receiptMail } from './receipt-mail.ts';
import { subscriptionStateOf, transactionOf, trialStateOf } from './subscription-states.ts';

export interface SubscriptionRoutesOptions {
  payments: Payments;
  flagStore: FlagStore;
  mailer: Mailer;
  now?: () => Date;
}

const gatewayRefusals = {
  402: apiErrorResponseSchema.describe("Declined: error.payment.declined, with the gateway's message"),
  503: apiErrorResponseSchema.describe('The payment gateway could not be reached: error.payment.unavailable (nothing was charged)'),
};

/**
 * Subscribing (streaming spec sections 4, 6, 7): `user/subscription/bacon` GET answers the saved
 * direct-billing payment, POST buys a plan with the gateway's one-time token (never card data),
 * exactly once per Idempotency-Key; `user/subscription` answers the subscription's details.
 */
const subscriptionRoutes: FastifyPluginAsyncZod<SubscriptionRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const { client } = opts.payments;
  const accounts = createBillingAccounts(client);
  const { confirmPassword } = createPasswordConfirmation(app.database.db);
  const createPurchase = client.createPurchase.bind(client) as WithRequestOptions<Client['createPurchase']>;

  app.get(
    '/api/user/subscription/bacon',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['billing'],
        summary: 'The saved direct-billing payment: method, card brand, last four and expiry',
        response: { 200: savedPaymentSchema, ...signedOutResponse, ...commonErrorResponses, 503: gatewayRefusals[503] },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      reply.header('cache-control', 'no-store');
      try {
        const [info, subscriptions] = await Promise.all([accounts.billingInfo(user.tveUserId), accounts.subscriptions(user.tveUserId)]);
        const live = liveOf(subscriptions);
        const plan = currentPlanOf(app, live, user);
        return savedPaymentOf(user.tveUserId, info, live, plan?.subscriptionPlanSummary ?? null, hasPurchasedBefore(user, subscriptions));
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'reading billing info');
      }
    },
  );

  app.post(
    '/api/user/subscription/bacon',
    {
      config: { viewer: 'required', browserOnly: true, idempotent: { omit: ['password'] } },
      // The password is checked on every call, a replay's too, before the key is taken (plugins/idempotency.ts).
      preHandler: async (request, reply) => {
        const { password } = request.body as { password?: string };
        if (password !== undefined && !(await confirmPassword(request, reply, password))) return reply;
      },
      schema: {
        tags: ['billing'],
        summary: 'Buy a plan with a payment token (the gateway’s card fields or PayPal), once per Idempotency-Key',
        body: purchaseRequestSchema,
        response: {
          200: purchaseSchema,
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          ...idempotencyErrorResponses,
          ...gatewayRefusals,
          400: apiErrorResponseSchema.describe('Malformed request, or a token the gateway does not accept: error.payment.invalid'),
          401: apiErrorResponseSchema.describe('Signed out (error.session.loggedOut), or the password is wrong (error.user.wrongPassword)'),
          403: apiErrorResponseSchema.describe('Purchases are switched off (error.purchase.disabled), or not a same-origin call (CSRF)'),
          404: apiErrorResponseSchema.describe('No such coupon: error.coupon.invalid'),
          409: apiErrorResponseSchema.describe('Already subscribed (error.subscription.exists), or the same Idempotency-Key is still running (error.idempotency.inFlight)'),
          422: apiErrorResponseSchema.describe('A plan not on sale, a coupon that does not apply, a gift card not found or redeemed, or a reused Idempotency-Key'),
          429: apiErrorResponseSchema.describe('Too many wrong passwords (error.user.tooManyAttempts), or the rate limit'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const body = request.body;
      if (booleanFlag(opts.flagStore, 'purchaseDisabled', true)) {
        return sendApiError(reply, 403, { code: ERROR_CODES.purchaseDisabled, body: BILLING_MESSAGES.purchaseDisabled });
      }
      const addOns = body.addOns ?? [];
      const plan = planOf(app.plans, body.productCode, { addOnCodes: addOns });
      if (!plan || addOns.some((code) => !plan.addOns.some((addOn) => addOn.addOnId === code))) {
        return sendApiError(reply, 422, { code: ERROR_CODES.planNotFound, body: BILLING_MESSAGES.planNotFound });
      }
      try {
        const [subscriptions, coupon, existingCredit] = await Promise.all([
          accounts.subscriptions(user.tveUserId),
          body.couponCode ? accounts.coupon(body.couponCode, app.plans) : Promise.resolve(null),
          accounts.creditInCents(user.tveUserId),
        ]);
        if (liveOf(subscriptions) || user.isAuthorized) {
          return sendApiError(reply, 409, { code: ERROR_CODES.alreadySubscribed, body: BILLING_MESSAGES.alreadySubscribed });
        }
        const hasPurchased = hasPurchasedBefore(user, subscriptions);
        if (body.couponCode && !coupon) return sendApiError(reply, UNKNOWN_COUPON.status, UNKNOWN_COUPON.error);
        const refusal = coupon && couponRefusal(coupon, { productCode: plan.productCode, hasPurchased, now: now(), plans: app.plans });
        if (refusal) return sendApiError(reply, refusal.status, refusal.error);

        const at = now();
        const order = { productCode: plan.productCode, addOns, couponCode: coupon?.code, giftCardCode: body.giftCardCode, trial: !hasPurchased };
        const key = request.gatewayIdempotencyKey('purchase');
        const collection = await createPurchase(purchaseCreate(user, order, at, { tokenId: body.recurlyToken }), { headers: key ? { 'Idempotency-Key': key } : {} });
        const today = todayOf(collection);
        const info = await accounts.billingInfo(user.tveUserId);
        const trial = !hasPurchased && plan.trialDays > 0;
        const updated = await app.usersRepository.setSubscription(user.tveUserId, {
          entitled: true,
          currentProductId: plan.productCode,
          bi: { ...user.bi, subscriptionStatus: 'ACTIVE', trialStatus: trial ? 'IN_TRIAL' : null, currentBillingType: 'BACON', originalSignupPlatform: user.bi.originalSignupPlatform ?? 'web' },
        });
        const next = quote({
          linesInCents: invoiceLines(plan),
          interval: plan.billingInterval,
          trialDays: trial ? plan.trialDays : 0,
          percentOff: coupon?.percentOff ?? 0,
          creditInCents: existingCredit + today.giftCard,
          now: at,
        });
        const method = info?.paymentMethod ?? null;
        const receipt = {
          planName: planDisplayName({ name: plan.name, addOns: plan.addOns.filter((addOn) => addOns.includes(addOn.addOnId)) }),
          productCode: plan.productCode,
          chargedInCents: today.due,
          // The quote's dates are the gateway's: both count periods by lib/billing-periods.ts.
          trialEndsAt: next.trialEndsAt,
          nextBillingDate: next.nextChargeAt,
          nextChargeInCents: next.nextChargeInCents,
          paymentMethod: paymentMethodDisplay({
            paymentMethod: body.paymentMethod,
            cardType: method?.cardType ?? null,
            lastFourDigits: method?.lastFour ?? null,
            month: method?.expMonth ?? null,
            year: method?.expYear ?? null,
          }),
          invoiceNumber: collection.chargeInvoice?.number ?? null,
        };
        request.log.info({ productCode: plan.productCode, charged: today.due }, 'subscription bought');
        if (user.emailAddress) {
          opts.mailer.send(receiptMail(user.emailAddress, user.firstName, receipt)).catch((error: unknown) => {
            request.log.error({ err: error }, 'receipt mail could not be sent');
          });
        }
        return { user: updated ?? user, receipt };
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'a purchase');
      }
    },
  );

  app.get(
    '/api/user/subscription',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['billing'],
        summary: "The viewer's subscription: plan, price, next billing date, status, trial, payment method and transactions",
        response: { 200: subscriptionDetailsSchema, ...signedOutResponse, ...commonErrorResponses, 503: gatewayRefusals[503] },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      reply.header('cache-control', 'no-store');
      try {
        const [live, info, transactions] = await Promise.all([
          accounts.liveSubscription(user.tveUserId),
          accounts.billingInfo(user.tveUserId),
          accounts.transactions(user.tveUserId),
        ]);
        const plan = currentPlanOf(app, live, user);
        const method = info?.paymentMethod ?? null;
        const payment = savedPaymentOf(user.tveUserId, info, live, null, false);
        return {
          billingType: live ? 'BACON' : user.bi.currentBillingType,
          eligibleToChangePlan: changeEligibility(live, user) === 'eligible',
          message: null,
          nextBillingDate: live?.currentPeriodEndsAt?.getTime() ?? null,
          paymentMethod: paymentMethodDisplay(method ? payment : null),
          plan,
          price: plan?.priceInCents ?? null,
          subscription: live?.id && live.plan?.code ? { id: live.id, productCode: live.plan.code, startedAt: live.activatedAt?.getTime() ?? live.createdAt?.getTime() ?? 0 } : null,
          subscriptionStatus: subscriptionStateOf(live, user),
          trialStatus: trialStateOf(live),
          transactions: transactions.map((transaction) => transactionOf(transaction, info)),
        };
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'reading the subscription');
      }
    },
  );
};
export default subscriptionRoutes;
