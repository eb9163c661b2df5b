import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availablePlansRequestSchema, availablePlansSchema, userPlanSchema, type AccountInfo, type Plan, type User } from '@stat/contracts';
import { commonErrorResponses, signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { createBillingAccounts, hasPurchasedBefore, liveOf, paymentMethodOf } from './billing-account.ts';
import { sendGatewayFailure } from './gateway-errors.ts';
import { planOf, plansOnSale } from './plans-on-sale.ts';
import { subscriptionStateOf, trialStateOf, transactionOf } from './subscription-states.ts';
import type { Subscription } from 'recurly';
import type { Payments } from './payments.ts';
import type { FlagStore } from '../flags/flag-store.ts';
import { booleanFlag } from '../flags/server-flag.ts';
import { CANCELLATION_OFFER } from '@stat/contracts';

export interface PlanRoutesOptions {
  payments: Payments;
  /** For eligibleForWinback (winbackDisabled); without it, no account is eligible. */
  flagStore?: FlagStore;
}

/** The add-on codes a subscription (or its change) has. */
const addOnCodesOf = (addOns: readonly { addOn?: { code?: string | null } | null }[] | null | undefined) =>
  (addOns ?? []).flatMap((addOn) => (addOn.addOn?.code ? [addOn.addOn.code] : []));

/**
 * The viewer's plan: the live subscription's at the gateway, else the product our record names (a
 * seeded or partner history). Its add-ons are active, or canceling when the subscription is
 * canceled or a pending change drops them (section 4).
 */
export function currentPlanOf(app: { plans: Parameters<typeof planOf>[0] }, live: Subscription | null, user: User): Plan | null {
  if (live?.plan?.code) {
    const plan = planOf(app.plans, live.plan.code, { addOnCodes: addOnCodesOf(live.addOns), status: 'active', nextBillingDate: live.currentPeriodEndsAt?.getTime() ?? null });
    const pending = live.pendingChange ? addOnCodesOf(live.pendingChange.addOns) : null;
    const canceling = (code: string) => live.state === 'canceled' || (pending !== null && !pending.includes(code));
    return plan && { ...plan, addOns: plan.addOns.map((addOn) => (addOn.status === 'active' && canceling(addOn.addOnId) ? { ...addOn, status: 'canceling' } : addOn)) };
  }
  return user.isAuthorized && user.currentProductId ? planOf(app.plans, user.currentProductId) : null;
}

/** The plan a pending change brings at the term's end (section 3, pendingPlan), its add-ons pending, dated by when it applies. */
export function pendingPlanOf(app: { plans: Parameters<typeof planOf>[0] }, live: Subscription | null): Plan | null {
  const change = live?.pendingChange;
  if (!change?.plan?.code || change.activated) return null;
  return planOf(app.plans, change.plan.code, { addOnCodes: addOnCodesOf(change.addOns), status: 'pending', nextBillingDate: change.activateAt?.getTime() ?? null });
}

/**
 * The plans (streaming spec section 7): `user/availableplans/bundleonly` lists what is on sale
 * with the viewer's plan, `user/plan` the viewer's plan and account (accountInfo) from the gateway.
 */
const planRoutes: FastifyPluginAsyncZod<PlanRoutesOptions> = async (app, opts) => {
  const accounts = createBillingAccounts(opts.payments.client);

  app.post(
    '/api/user/availableplans/bundleonly',
    {
      config: { readOnly: true },
      schema: {
        tags: ['billing'],
        summary: 'The plans on sale (the launch-coupon plans when given), Premium first, with the viewer’s plan (none signed out)',
        body: availablePlansRequestSchema,
        response: { 200: availablePlansSchema, ...stateChangingErrorResponses, 503: commonErrorResponses[500] },
      },
    },
    async (request, reply) => {
      // Signed out too: the front door offers the plans before Create Account.
      const { user } = await request.viewer();
      reply.header('cache-control', user ? 'no-store' : 'private, max-age=60');
      try {
        const live = user ? await accounts.liveSubscription(user.tveUserId) : null;
        return { currentPlan: user ? currentPlanOf(app, live, user) : null, plans: plansOnSale(app.plans, request.body.plans) };
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'listing plans');
      }
    },
  );

  app.get(
    '/api/user/plan',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['billing'],
        summary: "The viewer's plan, a pending change, and the account at the gateway",
        response: { 200: userPlanSchema, ...signedOutResponse, ...commonErrorResponses, 503: commonErrorResponses[500] },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      reply.header('cache-control', 'no-store');
      try {
        const [subscriptions, info, transactions, credit, account] = await Promise.all([
          accounts.subscriptions(user.tveUserId),
          accounts.billingInfo(user.tveUserId),
          accounts.transactions(user.tveUserId),
          accounts.creditInCents(user.tveUserId),
          accounts.account(user.tveUserId),
        ]);
        const live = liveOf(subscriptions);
        const status = subscriptionStateOf(live, user);
        const trial = trialStateOf(live);
        const method = info?.paymentMethod ?? null;
        const address = info?.address ?? null;
        const accountInfo: AccountInfo = {
          billingType: live ? 'BACON' : user.bi.currentBillingType,
          accountCode: user.tveUserId,
          name: info ? [info.firstName, info.lastName].filter(Boolean).join(' ') || null : null,
          address: address?.street1 ?? null,
          city: address?.city ?? null,
          state: address?.region ?? null,
          zipcode: address?.postalCode ?? null,
          lastFourDigits: method?.lastFour ?? null,
          paymentMethod: paymentMethodOf(info),
          cardType: method?.cardType ?? null,
          year: method?.expYear ?? null,
          month: method?.expMonth ?? null,
          // The retention offer could be made: offers are on, and a live subscription that is not canceled has not taken it.
          eligibleForWinback:
            !!opts.flagStore &&
            !booleanFlag(opts.flagStore, 'winbackDisabled', true) &&
            live?.state === 'active' &&
            !(live.couponRedemptions ?? []).some((redemption) => redemption.coupon?.code === CANCELLATION_OFFER.couponCode),
          hasPurchased: hasPurchasedBefore(user, subscriptions),
          subscriptionStatus: status.state,
          subscriptionExpiration: status.expirationDateMillis,
          trialStatus: trial.state,
          trialExpiration: trial.expirationDateMillis,
          accountCredit: credit,
          transactions: transactions.map((transaction) => transactionOf(transaction, info)),
          // A renewal unpaid and being retried: Recurly's past-due invoice, the subscription still live.
          inDunningPeriod: live !== null && (account?.hasPastDueInvoice ?? false),
        };
        return { currentPlan: currentPlanOf(app, live, user), pendingPlan: pendingPlanOf(app, live), accountInfo };
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'reading the account');
      }
    },
  );
};
export default planRoutes;
