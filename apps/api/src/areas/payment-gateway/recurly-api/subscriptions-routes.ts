import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createGatewayAccountsRepository } from './accounts-repository.ts';
import { accountMiniAnswer } from './answers/account-answers.ts';
import { couponAnswer, couponTerms } from './answers/catalog-answers.ts';
import { remainingDuration, subscriptionAnswer, type SubscriptionView } from './answers/subscription-answers.ts';
import { CURRENCY, amount } from './money.ts';
import { couponExpired } from './purchase-pricing.ts';
import type { RecurlyApiContext } from './recurly-api-context.ts';
import { invalidField, notFound, RecurlyError } from './recurly-error.ts';
import { readPathId } from './recurly-ids.ts';
import { accountOr404 as findAccountOr404, readBody } from './route-helpers.ts';
import subscriptionChangeRoutes from './subscription-change-routes.ts';
import { createSubscriptionChangesRepository, type SubscriptionChanges } from './subscription-changes-repository.ts';

/** api.yaml SubscriptionCancel: when the subscription expires; both are the term's end here, where terms are one billing period. */
const cancelSchema = z.object({ timeframe: z.enum(['bill_date', 'term_end']).nullish() });
/** api.yaml CouponRedemptionCreate. */
const redemptionSchema = z.object({
  coupon_id: z.string({ error: "can't be blank" }).trim().min(1, "can't be blank"),
  currency: z.literal(CURRENCY, { error: 'is not supported' }).nullish(),
  subscription_id: z.string().nullish(),
});

const refused = (message: string) => new RecurlyError(422, 'validation', message);

/**
 * A subscription's changes after its purchase: cancel at the term's end, reactivate before it
 * (api.yaml cancel_subscription, reactivate_subscription), and a coupon redeemed on an account
 * (create_coupon_redemption), which the retention offer uses.
 */
const subscriptionsRoutes: FastifyPluginAsync<RecurlyApiContext> = async (app, context) => {
  const { db, now, records, catalog, outbox, renewals } = context;
  // The client sends cancel and reactivate with the JSON content type and no body, which Recurly
  // accepts: in this plugin an empty JSON body is no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new RecurlyError(400, 'bad_request', 'The request body is not valid JSON'), undefined);
    }
  });
  // Plan changes share this plugin's reading of an empty JSON body (the client's remove sends one).
  await app.register(subscriptionChangeRoutes, context);
  const changes = createSubscriptionChangesRepository(db, now);
  const accounts = createGatewayAccountsRepository(db, now);

  /** A change (cancel, reactivate) and its webhook notification, in one transaction; false when the change did not apply. */
  async function changeAndNotify(view: SubscriptionView, eventType: 'canceled' | 'reactivated', change: (changes: SubscriptionChanges) => Promise<boolean>) {
    const changed = await db.transaction(async (tx) => {
      if (!(await change(createSubscriptionChangesRepository(tx, now)))) return false;
      await outbox.enqueue(tx, view.account.code, { objectType: 'subscription', eventType }, view.subscription.uuid);
      return true;
    });
    if (changed) renewals.deliverSoon();
    return changed;
  }

  async function subscriptionOr404(subscriptionId: string) {
    const ref = readPathId(subscriptionId, 'uuid');
    const view = await records.findSubscription(ref);
    if (!view) throw notFound('Subscription', ref.by, ref.value);
    return view;
  }

  app.put<{ Params: { subscription_id: string } }>('/subscriptions/:subscription_id/cancel', async (request) => {
    const view = await subscriptionOr404(request.params.subscription_id);
    const { timeframe } = readBody(cancelSchema, request.body);
    const { subscription } = view;
    const expiresAt = timeframe === 'bill_date' ? subscription.currentPeriodEndsAt : subscription.currentTermEndsAt;
    if (!(await changeAndNotify(view, 'canceled', (changes) => changes.cancel(subscription.id, expiresAt)))) throw refused('Only active and future subscriptions can be canceled');
    return subscriptionAnswer((await records.findSubscription({ by: 'id', value: subscription.id }))!);
  });

  app.put<{ Params: { subscription_id: string } }>('/subscriptions/:subscription_id/reactivate', async (request) => {
    const view = await subscriptionOr404(request.params.subscription_id);
    if (!(await changeAndNotify(view, 'reactivated', (changes) => changes.reactivate(view.subscription.id)))) throw refused('Only canceled subscriptions can be reactivated');
    return subscriptionAnswer((await records.findSubscription({ by: 'id', value: view.subscription.id }))!);
  });

  app.post<{ Params: { account_id: string } }>('/accounts/:account_id/coupon_redemptions/active', async (request) => {
    const account = await findAccountOr404(accounts, request.params.account_id);
    const body = readBody(redemptionSchema, request.body);
    const ref = readPathId(body.coupon_id, 'code');
    const coupon = await catalog.findCoupon(ref);
    if (!coupon) throw notFound('Coupon', ref.by, ref.value);
    const at = now();
    if (couponExpired(couponTerms(coupon), at)) throw invalidField('coupon_id', 'has expired');
    let subscriptionId: string | null = null;
    if (body.subscription_id) {
      const view = await subscriptionOr404(body.subscription_id);
      // Another account's subscription reads as none, as Recurly scopes ids to the site and account.
      if (view.subscription.accountId !== account.id) throw notFound('Subscription', 'id', body.subscription_id);
      if (!coupon.planCodes.includes(view.plan.code)) throw invalidField('coupon_id', `does not apply to ${view.plan.code}`);
      subscriptionId = view.subscription.id;
    }
    if (await changes.activeRedemption(account.id, coupon.id)) throw invalidField('coupon_id', 'has already been redeemed on this account');
    const redemption = await changes.redeem(account.id, coupon.id, subscriptionId);
    return {
      id: redemption.id,
      object: 'coupon_redemption',
      uuid: null,
      account: accountMiniAnswer(account),
      subscription_id: redemption.subscriptionId,
      coupon: couponAnswer(coupon, await catalog.plansByCodes(coupon.planCodes), at),
      state: redemption.state,
      remaining_duration: remainingDuration(redemption.createdAt, coupon),
      currency: CURRENCY,
      discounted: amount(redemption.discountedCents),
      created_at: redemption.createdAt.toISOString(),
      updated_at: redemption.updatedAt.toISOString(),
      removed_at: null,
    };
  });
};
export default subscriptionsRoutes;
