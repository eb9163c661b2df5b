import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Client, Subscription } from 'recurly';
import {
  apiErrorResponseSchema,
  CANCELLATION_ERROR_CODES,
  CANCELLATION_MESSAGES,
  CANCELLATION_OFFER,
  cancelPlanRequestSchema,
  cancelPlanSchema,
  cancelReasonOf,
  cancellationOfferRequestSchema,
  cancellationOfferSchema,
  reactivatePlanSchema,
  type User,
} from '@stat/contracts';
import { addInterval } from '../../lib/billing-periods.ts';
import { signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { idempotencyErrorResponses } from '../../plugins/idempotency.ts';
import type { FlagStore } from '../flags/flag-store.ts';
import { booleanFlag } from '../flags/server-flag.ts';
import { gatewayAccountId } from './billing-account.ts';
import { createCancellationRepository } from './cancellation-repository.ts';
import { gatewayErrorOf, sendGatewayFailure } from './gateway-errors.ts';
import type { Payments } from './payments.ts';
import { createSubscriptionCancellation } from './subscription-cancellation.ts';

export interface CancellationRoutesOptions {
  payments: Payments;
  flagStore: FlagStore;
  now?: () => Date;
}

const C = CANCELLATION_ERROR_CODES;
const M = CANCELLATION_MESSAGES;

/** The client's calls take request options last; its declarations leave out reactivate's. */
type Reactivate = (subscriptionId: string, options: { headers: Record<string, string> }) => ReturnType<Client['reactivateSubscription']>;
type Redeem = (accountId: string, body: Parameters<Client['createCouponRedemption']>[1], options: { headers: Record<string, string> }) => ReturnType<Client['createCouponRedemption']>;

const noSubscription = {
  403: apiErrorResponseSchema.describe('Billed by someone else (error.subscription.billedElsewhere), or not a same-origin call (CSRF)'),
  404: apiErrorResponseSchema.describe('No subscription at our gateway: error.subscription.notFound'),
  503: apiErrorResponseSchema.describe('The payment gateway could not be reached: error.payment.unavailable (nothing changed)'),
};

/**
 * Cancellation (streaming spec sections 4, 7; issue 24 section 6): `DELETE user/plan` cancels at
 * the term's end with the reasons picked, `POST user/cancellationoffer` takes the one retention
 * offer, `PUT user/plan/reactivate` takes the cancel back before the term ends. Each changes what
 * is billed, so each is a money call: once per Idempotency-Key, the key passed to the gateway.
 */
const cancellationRoutes: FastifyPluginAsyncZod<CancellationRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const { client } = opts.payments;
  const records = createCancellationRepository(app.database.db);
  const reactivate = client.reactivateSubscription.bind(client) as unknown as Reactivate;
  const redeem = client.createCouponRedemption.bind(client) as unknown as Redeem;

  /** No live subscription at our gateway: billed by someone else (a partner, an app store), or none. */
  function refuseWithout(user: User, reply: FastifyReply): FastifyReply {
    const billedElsewhere = user.isAuthorized && user.bi.currentBillingType !== null && user.bi.currentBillingType !== 'BACON';
    return billedElsewhere
      ? sendApiError(reply, 403, { code: C.billedElsewhere, body: M.billedElsewhere })
      : sendApiError(reply, 404, { code: C.noSubscription, body: M.noSubscription });
  }
  const cancellation = createSubscriptionCancellation(client, app.database.db, now);
  const liveSubscriptionOf = (user: User): Promise<Subscription | null> => cancellation.liveSubscriptionOf(user.tveUserId);
  const headersFor = (key: string | null): { headers: Record<string, string> } => ({ headers: key ? { 'Idempotency-Key': key } : {} });

  app.delete(
    '/api/user/plan',
    {
      config: { viewer: 'required', browserOnly: true, idempotent: {} },
      schema: {
        tags: ['billing'],
        summary: 'Cancel the subscription at the end of its term, with the reasons picked; answers when access ends',
        body: cancelPlanRequestSchema,
        response: {
          200: cancelPlanSchema,
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          ...idempotencyErrorResponses,
          ...noSubscription,
          409: apiErrorResponseSchema.describe('Already canceled (error.subscription.alreadyCanceled), or the same Idempotency-Key is still running'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      try {
        const live = await liveSubscriptionOf(user);
        if (!live) return refuseWithout(user, reply);
        if (live.state === 'canceled') return sendApiError(reply, 409, { code: C.alreadyCanceled, body: M.alreadyCanceled });
        const reasons = request.body.reasonForCancelling;
        const expiresAt = await cancellation.cancelAtTermEnd(user.tveUserId, live, reasons, request.gatewayIdempotencyKey('cancel'));
        request.log.info({ reasons, expiresAt }, 'subscription canceled');
        return { expirationDate: expiresAt.getTime() };
      } catch (error) {
        // Canceled meanwhile (another tab, another key): the gateway's conditional update refused it.
        if (gatewayErrorOf(error)?.type === 'validation') return sendApiError(reply, 409, { code: C.alreadyCanceled, body: M.alreadyCanceled });
        return sendGatewayFailure(request, reply, error, 'canceling');
      }
    },
  );

  app.put(
    '/api/user/plan/reactivate',
    {
      config: { viewer: 'required', browserOnly: true, idempotent: {} },
      schema: {
        tags: ['billing'],
        summary: 'Take a cancel back before the term ends: the subscription renews again on its billing cycle',
        response: {
          200: reactivatePlanSchema,
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          ...idempotencyErrorResponses,
          ...noSubscription,
          409: apiErrorResponseSchema.describe('Not canceled (error.subscription.notCanceled), or the same Idempotency-Key is still running'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      try {
        const live = await liveSubscriptionOf(user);
        if (!live) return refuseWithout(user, reply);
        if (live.state !== 'canceled') return sendApiError(reply, 409, { code: C.notCanceled, body: M.notCanceled });
        const active = await reactivate(live.id!, headersFor(request.gatewayIdempotencyKey('reactivate')));
        await records.recordReactivation(user.tveUserId, live.id!, now());
        return { nextBillingDate: (active.currentPeriodEndsAt ?? live.currentPeriodEndsAt!).getTime() };
      } catch (error) {
        if (gatewayErrorOf(error)?.type === 'validation') return sendApiError(reply, 409, { code: C.notCanceled, body: M.notCanceled });
        return sendGatewayFailure(request, reply, error, 'reactivating');
      }
    },
  );

  app.post(
    '/api/user/cancellationoffer',
    {
      config: { viewer: 'required', browserOnly: true, idempotent: {} },
      schema: {
        tags: ['billing'],
        summary: 'Take the retention offer (STAYWITHUS) instead of canceling, when the reason picked earns it and winbackDisabled is off',
        body: cancellationOfferRequestSchema,
        response: {
          200: cancellationOfferSchema,
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          ...idempotencyErrorResponses,
          ...noSubscription,
          403: apiErrorResponseSchema.describe('Offers are switched off (winbackDisabled: error.winback.unavailable), billed elsewhere, or CSRF'),
          409: apiErrorResponseSchema.describe('Already canceled, the offer already taken (error.winback.taken), or the same Idempotency-Key is still running'),
          422: apiErrorResponseSchema.describe('Not the offer, or not for the reasons picked (error.winback.unavailable), or a reused Idempotency-Key'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const { couponCode, reasonForCancelling } = request.body;
      if (booleanFlag(opts.flagStore, 'winbackDisabled', true)) return sendApiError(reply, 403, { code: C.offerUnavailable, body: M.offerUnavailable });
      const coupon = app.plans.coupons.find((entry) => entry.code === couponCode.toUpperCase());
      const eligible = reasonForCancelling.some((id) => cancelReasonOf(id).offerEligible);
      if (couponCode.toUpperCase() !== CANCELLATION_OFFER.couponCode || !coupon?.durationInMonths || !eligible) {
        return sendApiError(reply, 422, { code: C.offerUnavailable, body: M.offerUnavailable });
      }
      try {
        const live = await liveSubscriptionOf(user);
        if (!live) return refuseWithout(user, reply);
        if (live.state === 'canceled') return sendApiError(reply, 409, { code: C.alreadyCanceled, body: M.alreadyCanceled });
        if ((live.couponRedemptions ?? []).some((redemption) => redemption.coupon?.code === coupon.code)) {
          return sendApiError(reply, 409, { code: C.offerTaken, body: M.offerTaken });
        }
        const redemption = await redeem(gatewayAccountId(user.tveUserId), { couponId: `code-${coupon.code}`, subscriptionId: live.id! }, headersFor(request.gatewayIdempotencyKey('winback')));
        const redeemedAt = redemption.createdAt ?? now();
        const endsAt = redemption.remainingDuration?.expiresAt ?? addInterval(redeemedAt, 'months', coupon.durationInMonths);
        request.log.info({ couponCode: coupon.code }, 'retention offer taken');
        return { couponCode: coupon.code, percentOff: coupon.percentOff, durationInMonths: coupon.durationInMonths, discountEndsAt: endsAt.getTime() };
      } catch (error) {
        if (gatewayErrorOf(error)?.params.some((param) => param.param === 'coupon_id' && /already been redeemed/.test(param.message))) {
          return sendApiError(reply, 409, { code: C.offerTaken, body: M.offerTaken });
        }
        return sendGatewayFailure(request, reply, error, 'redeeming the retention offer');
      }
    },
  );
};
export default cancellationRoutes;
