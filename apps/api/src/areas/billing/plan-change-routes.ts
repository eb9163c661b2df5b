import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Client, Subscription, SubscriptionChange } from 'recurly';
import {
  apiErrorResponseSchema,
  BILLING_MESSAGES,
  ERROR_CODES,
  intervalPlansSchema,
  pendingPlanRemovedSchema,
  PLAN_CHANGE_ERROR_CODES,
  PLAN_CHANGE_MESSAGES,
  planChangePreviewSchema,
  planChangeRequestSchema,
  planChangeSchema,
  type Plan,
  type PlanChangeRequest,
  type User,
} from '@stat/contracts';
import { commonErrorResponses, signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { idempotencyErrorResponses } from '../../plugins/idempotency.ts';
import { createBillingAccounts, liveOf } from './billing-account.ts';
import { gatewayErrorOf, sendGatewayFailure } from './gateway-errors.ts';
import type { Payments } from './payments.ts';
import { changeableSubscription, changeRefusalResponses, gatewayRequestOptions } from './plan-change-refusals.ts';
import { changeTiming, chosenPlanOf, otherIntervalPlans } from './plan-change-rules.ts';
import { currentPlanOf, pendingPlanOf } from './plan-routes.ts';
import { planOf } from './plans-on-sale.ts';
import { todayOf } from './purchase-order.ts';

export interface PlanChangeRoutesOptions {
  payments: Payments;
  now?: () => Date;
}

const M = PLAN_CHANGE_MESSAGES;

/** The client's calls take request options last; its declarations leave them out. */
type CreateChange = (subscriptionId: string, body: Parameters<Client['createSubscriptionChange']>[1], options: { headers: Record<string, string> }) => Promise<SubscriptionChange>;
type RemoveChange = (subscriptionId: string, options: { headers: Record<string, string> }) => Promise<unknown>;

const choiceRefusals = {
  409: apiErrorResponseSchema.describe('Canceled: reactivate first (error.subscription.canceling), or the same Idempotency-Key is still running'),
  422: apiErrorResponseSchema.describe('A plan or add-on not on sale (error.plan.notFound), the plan the viewer has (error.plan.unchanged), or a reused Idempotency-Key'),
};

const cents = (amount: number | null | undefined) => Math.round((amount ?? 0) * 100);

/**
 * Changing the plan (streaming spec sections 3, 4, 6, 7; issue 24 section 2): `PUT user/plan`
 * moves the viewer's subscription to another plan or bundle — now and prorated, or at the term's
 * end as the pending plan (plan-change-rules.ts) — and `POST user/plan/preview` says which and what
 * it charges today, before it is confirmed; `DELETE user/plan/pending` keeps the current plan;
 * `POST user/availableplans/duration` names the same plan on the other interval. Every change goes
 * through the gateway's subscription change API, once per Idempotency-Key.
 */
const planChangeRoutes: FastifyPluginAsyncZod<PlanChangeRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const { client } = opts.payments;
  const accounts = createBillingAccounts(client);
  const createChange = client.createSubscriptionChange.bind(client) as unknown as CreateChange;
  const removeChange = client.removeSubscriptionChange.bind(client) as unknown as RemoveChange;

  /** The plan and add-ons asked for, as sold; null (and 422 sent) when either is not on sale. */
  function chosenOf(body: PlanChangeRequest, reply: FastifyReply): Plan | null {
    const addOns = body.addOns ?? [];
    const plan = planOf(app.plans, body.productCode, { addOnCodes: addOns });
    const known = plan && new Set(addOns).size === addOns.length && addOns.every((code) => plan.addOns.some((addOn) => addOn.addOnId === code && addOn.status !== 'inactive'));
    if (known) return plan;
    sendApiError(reply, 422, { code: ERROR_CODES.planNotFound, body: BILLING_MESSAGES.planNotFound });
    return null;
  }

  /** The change asked for on the viewer's subscription, and when it applies; null with the refusal sent. */
  async function changeOf(user: User, body: PlanChangeRequest, reply: FastifyReply) {
    const next = chosenOf(body, reply);
    if (!next) return null;
    const live = await changeableSubscription(accounts, user, reply);
    if (!live) return null;
    const current = currentPlanOf(app, live, user)!;
    const at = now();
    const inTrial = (live.trialEndsAt?.getTime() ?? 0) > at.getTime();
    const timing = changeTiming(chosenPlanOf(current), chosenPlanOf(next), inTrial);
    if (timing === 'unchanged') {
      sendApiError(reply, 422, { code: PLAN_CHANGE_ERROR_CODES.unchanged, body: M.unchanged });
      return null;
    }
    const gatewayBody = {
      planCode: next.productCode,
      addOns: (body.addOns ?? []).map((code) => ({ code })),
      timeframe: timing === 'now' ? ('now' as const) : ('term_end' as const),
    };
    return { live, current, next, timing, at, gatewayBody };
  }

  /** When the renewal after a change made now falls: the new period's end when the change started one, else the current period's. */
  const nextBillingOf = (change: SubscriptionChange, live: Subscription) =>
    (change.invoiceCollection?.chargeInvoice?.lineItems?.[0]?.endDate ?? live.currentPeriodEndsAt ?? new Date()).getTime();

  app.post(
    '/api/user/plan/preview',
    {
      config: { viewer: 'required', readOnly: true },
      schema: {
        tags: ['billing'],
        summary: 'What a plan change would do: now (what is charged today, the unused time credited) or at the term’s end (when); nothing changes',
        body: planChangeRequestSchema,
        response: { 200: planChangePreviewSchema, ...stateChangingErrorResponses, ...signedOutResponse, ...changeRefusalResponses, ...choiceRefusals },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      reply.header('cache-control', 'no-store');
      try {
        const change = await changeOf(user, request.body, reply);
        if (!change) return reply;
        const { live, current, next, timing, gatewayBody } = change;
        const preview = await client.previewSubscriptionChange(live.id, gatewayBody);
        const effectiveAt = timing === 'now' ? change.at.getTime() : (preview.activateAt ?? live.currentTermEndsAt ?? change.at).getTime();
        const today = preview.invoiceCollection ? todayOf(preview.invoiceCollection) : { subtotal: 0, discount: 0, credit: 0, due: 0 };
        return {
          timing,
          currentPlan: current,
          plan: next,
          effectiveAt,
          chargeTodayInCents: today.subtotal - today.discount,
          creditTodayInCents: today.credit,
          dueTodayInCents: today.due,
          nextBillingDate: timing === 'now' ? nextBillingOf(preview, live) : effectiveAt,
          nextChargeInCents: next.priceInCents,
        };
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'a plan change preview');
      }
    },
  );

  app.put(
    '/api/user/plan',
    {
      config: { viewer: 'required', browserOnly: true, idempotent: {} },
      schema: {
        tags: ['billing'],
        summary: 'Change the plan or bundle: an upgrade or a longer interval now (prorated, charged today), else at the term’s end (the pending plan)',
        body: planChangeRequestSchema,
        response: {
          200: planChangeSchema,
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          ...idempotencyErrorResponses,
          ...changeRefusalResponses,
          ...choiceRefusals,
          402: apiErrorResponseSchema.describe("Declined: error.payment.declined, with the gateway's message (nothing changed)"),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      try {
        const change = await changeOf(user, request.body, reply);
        if (!change) return reply;
        const { live, next, timing, gatewayBody } = change;
        const made = await createChange(live.id, gatewayBody, gatewayRequestOptions(request.gatewayIdempotencyKey('plan-change')));
        // What the card paid: the charge invoice's transactions (credit paid the rest).
        const chargedInCents = (made.invoiceCollection?.chargeInvoice?.transactions ?? []).filter((transaction) => transaction.success).reduce((sum, transaction) => sum + cents(transaction.amount), 0);
        if (timing === 'now') {
          // The house pre-roll reads the product on our record (playback/house-preroll.ts).
          await app.usersRepository.setSubscription(user.tveUserId, { entitled: true, currentProductId: next.productCode, bi: user.bi });
        }
        const after = await accounts.liveSubscription(user.tveUserId);
        request.log.info({ productCode: next.productCode, timing, chargedInCents }, 'plan changed');
        return {
          timing,
          currentPlan: currentPlanOf(app, after, user)!,
          pendingPlan: pendingPlanOf(app, after),
          chargedInCents,
          effectiveAt: (timing === 'now' ? change.at : (made.activateAt ?? change.at)).getTime(),
        };
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'a plan change');
      }
    },
  );

  app.delete(
    '/api/user/plan/pending',
    {
      config: { viewer: 'required', browserOnly: true, idempotent: {} },
      schema: {
        tags: ['billing'],
        summary: 'Keep the current plan: the pending change is removed and the renewal keeps the plan as it is',
        response: {
          200: pendingPlanRemovedSchema,
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          ...idempotencyErrorResponses,
          ...changeRefusalResponses,
          404: apiErrorResponseSchema.describe('No subscription at our gateway (error.subscription.notFound), or no pending change (error.plan.noPendingChange)'),
          409: apiErrorResponseSchema.describe('Canceled (error.subscription.canceling), or the same Idempotency-Key is still running'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      const noPending = () => sendApiError(reply, 404, { code: PLAN_CHANGE_ERROR_CODES.noPendingChange, body: M.noPendingChange });
      try {
        const live = await changeableSubscription(accounts, user, reply);
        if (!live) return reply;
        if (!live.pendingChange) return noPending();
        await removeChange(live.id, gatewayRequestOptions(request.gatewayIdempotencyKey('keep-plan')));
        const after = await accounts.liveSubscription(user.tveUserId);
        return { currentPlan: currentPlanOf(app, after, user)! };
      } catch (error) {
        // Removed meanwhile (another tab, another key): nothing is pending any more.
        if (gatewayErrorOf(error)?.type === 'not_found') return noPending();
        return sendGatewayFailure(request, reply, error, 'removing a pending change');
      }
    },
  );

  app.post(
    '/api/user/availableplans/duration',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['billing'],
        summary: 'The same plan on the other billing interval, with the add-ons given (section 7: more than one is an error), and the viewer’s plan',
        body: planChangeRequestSchema,
        response: {
          200: intervalPlansSchema,
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          ...commonErrorResponses,
          422: apiErrorResponseSchema.describe('A plan or add-on not on sale: error.plan.notFound'),
          503: apiErrorResponseSchema.describe('The payment gateway could not be reached: error.payment.unavailable'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      reply.header('cache-control', 'no-store');
      if (!chosenOf(request.body, reply)) return reply;
      try {
        const live = liveOf(await accounts.subscriptions(user.tveUserId));
        return { currentPlan: currentPlanOf(app, live, user), plans: otherIntervalPlans(app.plans, request.body.productCode, request.body.addOns ?? []) };
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'listing the other interval');
      }
    },
  );
};
export default planChangeRoutes;
