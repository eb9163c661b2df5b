import { describe, expect, it } from 'vitest';
import { userPlanSchema, userSchema } from '@stat/contracts';
import { httpWebhookEndpoint } from '../payment-gateway/renewals/webhook-outbox.ts';
import { everyItem, injectedWebhookEndpoint, startTestGateway } from '../../test/payment-gateway.ts';
import { call, moneyCall, subscribe, useBillingApp } from '../../test/billing.ts';
import type { RenewalEvent } from '../payment-gateway/renewals/renewals-job.ts';
import { gatewayAccountId } from './billing-account.ts';

/*
 * Renewals, failed payments and expiries, end to end on one database: the gateway's clock moved,
 * its renewals job run, its webhooks delivered to the app (through app.inject), the user updated.
 */

const { t, tokens, newViewer, mailer } = useBillingApp();
const DAY = 24 * 60 * 60 * 1000;

/** Moves the gateway's clock `days` forward and runs what fell due; the events of `tveUserId`'s account only (other tests' accounts renew too). */
async function advance(days: number, tveUserId: string): Promise<RenewalEvent[]> {
  await t.gateway.clock.advance(Math.round(days * DAY));
  const report = await t.gateway.renewals.runDue();
  expect(report.webhooks.failed).toBe(0);
  return report.events.filter((event) => event.accountCode === tveUserId);
}

const userOf = async (headers: Record<string, string>) => userSchema.parse((await call(t.app, 'GET', '/api/user', headers)).json());
const planOf = async (headers: Record<string, string>) => userPlanSchema.parse((await call(t.app, 'GET', '/api/user/plan', headers)).json());
const invoicesOf = (tveUserId: string) => everyItem(t.client.listAccountInvoices(gatewayAccountId(tveUserId), { params: { sort: 'created_at', order: 'asc' } }).each());
const dunningMails = (email: string) => mailer.sent.filter((message) => message.to === email && /didn’t go through/.test(message.subject));
const kinds = (events: RenewalEvent[]) => events.map((event) => [event.kind, event.amountCents]);

async function emailOf(headers: Record<string, string>) {
  return (await userOf(headers)).emailAddress!;
}

describe('renewals on the gateway’s clock', () => {
  it('a trial converts to paid at its end, then renews every month; the user stays authorized', async () => {
    const { tveUserId, headers } = await newViewer();
    await subscribe(t.app, headers, tokens.card());
    expect((await userOf(headers)).bi.trialStatus).toBe('IN_TRIAL');
    expect(await advance(6, tveUserId)).toEqual([]);
    expect(kinds(await advance(1, tveUserId))).toEqual([['trial converted', 1499]]);
    const converted = await userOf(headers);
    expect([converted.isAuthorized, converted.bi.subscriptionStatus, converted.bi.trialStatus]).toEqual([true, 'ACTIVE', 'ENDED']);
    expect((await planOf(headers)).accountInfo).toMatchObject({ trialStatus: 'ENDED', subscriptionStatus: 'ACTIVE', inDunningPeriod: false });
    expect(kinds(await advance(31, tveUserId))).toEqual([['renewed', 1499]]);
    const invoices = await invoicesOf(tveUserId);
    expect(invoices.map((invoice) => [invoice.origin, invoice.state, invoice.total])).toEqual([
      ['purchase', 'paid', 0],
      ['renewal', 'paid', 14.99],
      ['renewal', 'paid', 14.99],
    ]);
    const transactions = await everyItem(t.client.listAccountTransactions(gatewayAccountId(tveUserId), { params: { type: 'payment' } }).each());
    expect(transactions.map((transaction) => [transaction.origin, transaction.status, transaction.amount])).toEqual([
      ['recurring', 'success', 14.99],
      ['recurring', 'success', 14.99],
    ]);
  });

  it('a failed renewal: dunning (still authorized, the banner’s status, one e-mail), 3 retries over 7 days, then expired', async () => {
    const { tveUserId, headers } = await newViewer();
    const email = await emailOf(headers);
    // The …0341 card: the purchase (its trial's verification) goes through, the first charge fails.
    await subscribe(t.app, headers, tokens.card('decline_at_renewal'));
    expect(kinds(await advance(7, tveUserId))).toEqual([['renewal failed', 1499]]);
    const dunning = await userOf(headers);
    expect([dunning.isAuthorized, dunning.bi.subscriptionStatus]).toEqual([true, 'PAST_DUE']);
    expect((await planOf(headers)).accountInfo?.inDunningPeriod).toBe(true);
    const account = await t.client.getAccount(gatewayAccountId(tveUserId));
    expect(account.hasPastDueInvoice).toBe(true);
    const [subscription] = await everyItem(t.client.listAccountSubscriptions(gatewayAccountId(tveUserId)).each());
    expect(subscription!.state).toBe('active');
    expect((await invoicesOf(tveUserId)).at(-1)).toMatchObject({ origin: 'renewal', state: 'past_due', balance: 14.99 });
    const [mail] = dunningMails(email);
    expect(mail?.text).toContain('$14.99');
    expect(mail?.text).toContain('http://localhost:8080/settings#edit-billing');

    expect(await advance(1, tveUserId)).toEqual([]);
    expect(kinds(await advance(1, tveUserId))).toEqual([['retry failed', 1499]]);
    expect(kinds(await advance(2, tveUserId))).toEqual([['retry failed', 1499]]);
    expect((await userOf(headers)).bi.subscriptionStatus).toBe('PAST_DUE');
    expect(await advance(2, tveUserId)).toEqual([]);
    expect(kinds(await advance(1, tveUserId))).toEqual([['expired', 1499]]);
    // Once per failure, however many retries.
    expect(dunningMails(email)).toHaveLength(1);

    const expired = await userOf(headers);
    expect([expired.tveUserId, expired.isAuthorized, expired.bi.subscriptionStatus]).toEqual([tveUserId, false, 'EXPIRED']);
    const after = await planOf(headers);
    expect(after.accountInfo).toMatchObject({ inDunningPeriod: false, subscriptionStatus: 'EXPIRED' });
    expect((await invoicesOf(tveUserId)).at(-1)).toMatchObject({ origin: 'renewal', state: 'failed' });
    const [ended] = await everyItem(t.client.listAccountSubscriptions(gatewayAccountId(tveUserId)).each());
    expect(ended!.state).toBe('expired');
    const declined = await everyItem(t.client.listAccountTransactions(gatewayAccountId(tveUserId), { params: { success: 'false' } }).each());
    expect(declined).toHaveLength(4);
  });

  it('a billing info update retries the past-due invoice at once: paid, the dunning ends, no retries left to run', async () => {
    const { tveUserId, headers } = await newViewer();
    await subscribe(t.app, headers, tokens.card('decline_at_renewal'));
    expect(kinds(await advance(7, tveUserId))).toEqual([['renewal failed', 1499]]);
    // A card that declines is refused by its verification: still past due.
    await expect(t.client.updateBillingInfo(gatewayAccountId(tveUserId), { tokenId: tokens.card('decline') })).rejects.toThrow(/declined/);
    expect((await t.client.getAccount(gatewayAccountId(tveUserId))).hasPastDueInvoice).toBe(true);

    await t.client.updateBillingInfo(gatewayAccountId(tveUserId), { tokenId: tokens.card() });
    expect((await invoicesOf(tveUserId)).at(-1)).toMatchObject({ origin: 'renewal', state: 'paid', balance: 0 });
    // The update's own run delivers its webhooks; this one waits for it.
    await t.gateway.renewals.runDue();
    const recovered = await userOf(headers);
    expect([recovered.isAuthorized, recovered.bi.subscriptionStatus]).toEqual([true, 'ACTIVE']);
    expect((await planOf(headers)).accountInfo?.inDunningPeriod).toBe(false);
    expect(await advance(7, tveUserId)).toEqual([]);
    expect(kinds(await advance(24, tveUserId))).toEqual([['renewed', 1499]]);
  });

  it('the STAYWITHUS (temporal) coupon takes 50 % off each renewal while its redemption lasts (3 months), then stops', async () => {
    const { tveUserId, headers } = await newViewer();
    await subscribe(t.app, headers, tokens.card());
    const [subscription] = await everyItem(t.client.listAccountSubscriptions(gatewayAccountId(tveUserId)).each());
    await t.client.createCouponRedemption(gatewayAccountId(tveUserId), { couponId: 'code-STAYWITHUS', subscriptionId: subscription!.id! });
    // Conversion after 7 days, then months 2 and 3: all within 3 months of the redemption; the 4th is
    // not. Half of $14.99 off is $7.50 (the discount rounded to the cent), $7.49 charged.
    expect(kinds(await advance(100, tveUserId))).toEqual([
      ['trial converted', 749],
      ['renewed', 749],
      ['renewed', 749],
      ['renewed', 1499],
    ]);
    const [after] = await everyItem(t.client.listAccountSubscriptions(gatewayAccountId(tveUserId)).each());
    expect(after!.couponRedemptions?.map((redemption) => [redemption.coupon?.code, redemption.state, redemption.discounted])).toEqual([['STAYWITHUS', 'inactive', 22.5]]);
  });

  it('a pending downgrade takes effect at the renewal: the new plan billed, our record of the product follows', async () => {
    const { tveUserId, headers } = await newViewer();
    await subscribe(t.app, headers, tokens.card(), 'STAT_PREMIUM_ANNUAL');
    const changed = await moneyCall(t.app, 'PUT', '/api/user/plan', headers, { productCode: 'STAT_ESSENTIAL_ANNUAL', addOns: [] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await planOf(headers)).pendingPlan?.productCode).toBe('STAT_ESSENTIAL_ANNUAL');
    expect(kinds(await advance(366, tveUserId))).toEqual([['renewed', 9999]]);
    const plan = await planOf(headers);
    expect([plan.currentPlan?.productCode, plan.pendingPlan]).toEqual(['STAT_ESSENTIAL_ANNUAL', null]);
    expect((await userOf(headers)).currentProductId).toBe('STAT_ESSENTIAL_ANNUAL');
  });

  it('a canceled subscription expires at its term’s end: signed in, not authorized', async () => {
    const { tveUserId, headers } = await newViewer();
    await subscribe(t.app, headers, tokens.card(), 'STAT_ESSENTIAL_ANNUAL');
    const [subscription] = await everyItem(t.client.listAccountSubscriptions(gatewayAccountId(tveUserId)).each());
    await t.client.cancelSubscription(subscription!.id!);
    expect(await advance(364, tveUserId)).toEqual([]);
    expect((await userOf(headers)).isAuthorized).toBe(true);
    expect(kinds(await advance(2, tveUserId))).toEqual([['expired', null]]);
    const user = await userOf(headers);
    expect([user.tveUserId, user.isAuthorized, user.bi.subscriptionStatus]).toEqual([tveUserId, false, 'EXPIRED']);
    // Nothing was charged for a year it does not renew into.
    expect((await invoicesOf(tveUserId)).map((invoice) => invoice.origin)).toEqual(['purchase']);
  });

  it('a gift’s subscription (auto_renew false, manual collection) expires at its term’s end instead of renewing', async () => {
    const { tveUserId, headers } = await newViewer();
    await t.client.createPurchase({
      currency: 'USD',
      collectionMethod: 'manual',
      account: { code: tveUserId },
      subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY', autoRenew: false, trialEndsAt: t.gateway.clock.now() }],
      giftCardRedemptionCode: 'STAT-GIFT-0007',
    });
    expect(await advance(27, tveUserId)).toEqual([]);
    expect(kinds(await advance(5, tveUserId))).toEqual([['expired', null]]);
    const user = await userOf(headers);
    expect([user.isAuthorized, user.bi.subscriptionStatus]).toEqual([false, 'EXPIRED']);
    expect((await invoicesOf(tveUserId)).filter((invoice) => invoice.origin === 'renewal')).toEqual([]);
  });

  it('two runners at once (two instances) renew a subscription once', async () => {
    const { tveUserId, headers } = await newViewer();
    await subscribe(t.app, headers, tokens.card());
    const second = await startTestGateway(t.database);
    try {
      await t.gateway.clock.advance(7 * DAY);
      await second.gateway.clock.refresh();
      const reports = await Promise.all([t.gateway.renewals.runDue(), second.gateway.renewals.runDue(), t.gateway.renewals.runDue()]);
      const events = reports.flatMap((report) => report.events).filter((event) => event.accountCode === tveUserId);
      expect(kinds(events)).toEqual([['trial converted', 1499]]);
      expect((await invoicesOf(tveUserId)).filter((invoice) => invoice.origin === 'renewal')).toHaveLength(1);
    } finally {
      await second.gateway.close();
    }
  });

  it('a webhook the API did not take is delivered again later: nothing is lost while it is down', async () => {
    const { tveUserId, headers } = await newViewer();
    await subscribe(t.app, headers, tokens.card('decline_at_renewal'));
    // Nobody listens on port 9 of the loopback: the delivery fails as it would with the API down.
    t.gateway.deliverWebhooksTo(httpWebhookEndpoint('http://127.0.0.1:9/api/billing/webhooks'));
    // Setting the endpoint starts a run of its own: done before the clock moves.
    await t.gateway.renewals.idle();
    try {
      await t.gateway.clock.advance(7 * DAY);
      const down = await t.gateway.renewals.runDue();
      expect(kinds(down.events.filter((event) => event.accountCode === tveUserId))).toEqual([['renewal failed', 1499]]);
      expect(down.webhooks.failed).toBeGreaterThanOrEqual(2);
      expect((await userOf(headers)).bi.subscriptionStatus).toBe('ACTIVE');
    } finally {
      t.gateway.deliverWebhooksTo(injectedWebhookEndpoint(t.app));
      await t.gateway.renewals.idle();
    }
    // Not before the retry is due (a minute on); then delivered, and handled.
    expect((await t.gateway.renewals.runDue()).webhooks.delivered).toBe(0);
    await t.gateway.clock.advance(60_000);
    expect((await t.gateway.renewals.runDue()).webhooks.delivered).toBeGreaterThanOrEqual(2);
    expect((await userOf(headers)).bi.subscriptionStatus).toBe('PAST_DUE');
  });
});
