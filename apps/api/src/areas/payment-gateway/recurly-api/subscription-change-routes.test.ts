import recurly from 'recurly';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayBillingInfos } from '../../../db/gateway-schema.ts';
import { activatePendingChange } from './apply-subscription-change.ts';
import { callGateway, createMemoryTokenStore, everyItem, useTestGateway } from '../../../test/payment-gateway.ts';

const clock = { at: new Date('2026-03-10T12:00:00.000Z') };
const tokens = createMemoryTokenStore();
const gw = useTestGateway({ tokens, now: () => clock.at });

const refusal = (call: Promise<unknown>) => call.then(() => null, (error: unknown) => error as Error & { params?: unknown });

/** A fresh account with one annual subscription bought at 2026-03-10 (no trial), paid by a card with `behaviour`. */
async function subscribe(code: string, planCode: string, behaviour: Parameters<typeof tokens.card>[0] = 'approve') {
  clock.at = new Date('2026-03-10T12:00:00.000Z');
  const bought = await gw.client.createPurchase({ currency: 'USD', account: { code, billingInfo: { tokenId: tokens.card(behaviour) } }, subscriptions: [{ planCode }] });
  return bought.chargeInvoice!.lineItems![0]!.subscriptionId!;
}

describe('a change now: prorated', () => {
  let subscriptionId: string;
  beforeAll(async () => {
    subscriptionId = await subscribe('upgrader', 'STAT_ESSENTIAL_ANNUAL');
  });

  it('previews the unused time credited and the rest of the period charged, nothing stored', async () => {
    // A quarter of the way through the 365-day term: three quarters of each price (rounded to the cent).
    clock.at = new Date(Date.parse('2026-03-10T12:00:00.000Z') + (365 / 4) * 86_400_000);
    const preview = await gw.client.previewSubscriptionChange(subscriptionId, { planCode: 'STAT_PREMIUM_ANNUAL', timeframe: 'now' });
    expect(preview).toMatchObject({ object: 'subscription_change', id: null, plan: { code: 'STAT_PREMIUM_ANNUAL' }, activated: true });
    const charge = preview.invoiceCollection!.chargeInvoice!;
    expect(charge).toMatchObject({ origin: 'immediate_change', state: 'pending', total: 112.49, paid: 74.99, balance: 37.5 });
    expect(preview.invoiceCollection!.creditInvoices![0]).toMatchObject({ origin: 'immediate_change', total: -74.99 });
    expect((await gw.client.getSubscription(subscriptionId)).plan?.code).toBe('STAT_ESSENTIAL_ANNUAL');
  });

  it('charges the difference once per Idempotency-Key, and the subscription has the new plan on the same period', async () => {
    const body = { plan_code: 'STAT_PREMIUM_ANNUAL', add_ons: [{ code: 'NORTHSTAR_PLUS' }], timeframe: 'now' };
    const first = await callGateway(gw.gateway, 'POST', `/subscriptions/${subscriptionId}/change`, { body, headers: { 'Idempotency-Key': 'change-1' } });
    const again = await callGateway(gw.gateway, 'POST', `/subscriptions/${subscriptionId}/change`, { body, headers: { 'Idempotency-Key': 'change-1' } });
    expect(first.status).toBe(201);
    expect(again.headers.get('idempotency-prior')).toBe('true');
    expect(again.json).toEqual(first.json);
    const charged = (await everyItem(gw.client.listAccountTransactions('code-upgrader').each())).filter((transaction) => transaction.type === 'purchase');
    // The purchase ($99.99) and the change: three quarters of Premium and Northstar+ ($112.49 + $37.50) less $74.99 unused.
    expect(charged.map((transaction) => transaction.amount)).toEqual([75, 99.99]);
    const subscription = await gw.client.getSubscription(subscriptionId);
    expect(subscription).toMatchObject({ plan: { code: 'STAT_PREMIUM_ANNUAL' }, unitAmount: 149.99, currentPeriodEndsAt: new Date('2027-03-10T12:00:00.000Z'), pendingChange: null });
    expect(subscription.addOns?.map((addOn) => addOn.addOn?.code)).toEqual(['NORTHSTAR_PLUS']);
  });

  it('the same plan again, with no pending change, is refused', async () => {
    const error = await refusal(gw.client.createSubscriptionChange(subscriptionId, { planCode: 'STAT_PREMIUM_ANNUAL', timeframe: 'now' }));
    expect(error).toBeInstanceOf(recurly.errors.ValidationError);
    expect(error?.message).toBe("Subscription hasn't been changed");
  });

  it('another interval starts a new billing period from now', async () => {
    const monthly = await subscribe('switcher', 'STAT_PREMIUM_ANNUAL');
    clock.at = new Date('2026-04-10T12:00:00.000Z');
    const change = await gw.client.createSubscriptionChange(monthly, { planCode: 'STAT_ESSENTIAL_MONTHLY', timeframe: 'now' });
    expect(change.invoiceCollection?.chargeInvoice?.total).toBe(9.99);
    const subscription = await gw.client.getSubscription(monthly);
    expect(subscription).toMatchObject({ plan: { code: 'STAT_ESSENTIAL_MONTHLY' }, currentPeriodStartedAt: clock.at, currentPeriodEndsAt: new Date('2026-05-10T12:00:00.000Z') });
  });

  it('a declined card changes nothing: the declined transaction is kept', async () => {
    const subscriptionId = await subscribe('decliner', 'STAT_ESSENTIAL_ANNUAL');
    // The card went bad since (a card that declines is refused when saved, so it is set here).
    await gw.database.db.update(gatewayBillingInfos).set({ behaviour: 'decline' });
    const error = await refusal(gw.client.createSubscriptionChange(subscriptionId, { planCode: 'STAT_PREMIUM_ANNUAL', timeframe: 'now' }));
    expect(error).toBeInstanceOf(recurly.errors.TransactionError);
    expect((await gw.client.getSubscription(subscriptionId)).plan?.code).toBe('STAT_ESSENTIAL_ANNUAL');
    const attempts = await everyItem(gw.client.listAccountTransactions('code-decliner').each());
    // Both at the same instant (the clock stands still): compared in any order.
    expect(attempts.map((transaction) => [transaction.status, transaction.amount]).sort()).toEqual([
      ['declined', 50],
      ['success', 99.99],
    ]);
  });
});

describe('a change at the term end: the pending change', () => {
  let subscriptionId: string;
  beforeAll(async () => {
    subscriptionId = await subscribe('downgrader', 'STAT_PREMIUM_ANNUAL');
  });

  it('is stored as the pending change, read back, shown on the subscription; nothing is charged', async () => {
    const change = await gw.client.createSubscriptionChange(subscriptionId, { planCode: 'STAT_ESSENTIAL_ANNUAL', timeframe: 'term_end' });
    expect(change).toMatchObject({ activated: false, activateAt: new Date('2027-03-10T12:00:00.000Z'), plan: { code: 'STAT_ESSENTIAL_ANNUAL' }, invoiceCollection: null });
    expect(await gw.client.getSubscriptionChange(subscriptionId)).toMatchObject({ id: change.id, activated: false });
    const subscription = await gw.client.getSubscription(subscriptionId);
    expect(subscription.plan?.code).toBe('STAT_PREMIUM_ANNUAL');
    expect(subscription.pendingChange).toMatchObject({ id: change.id, plan: { code: 'STAT_ESSENTIAL_ANNUAL' } });
    const charged = (await everyItem(gw.client.listAccountTransactions('code-downgrader').each())).filter((transaction) => transaction.type === 'purchase');
    expect(charged).toHaveLength(1);
  });

  it('a change back to what the subscription has removes it (204)', async () => {
    await gw.client.createSubscriptionChange(subscriptionId, { planCode: 'STAT_PREMIUM_ANNUAL', timeframe: 'term_end' });
    expect(await refusal(gw.client.getSubscriptionChange(subscriptionId))).toBeInstanceOf(recurly.errors.NotFoundError);
  });

  it('removed, the renewal keeps the plan; a second remove is a 404', async () => {
    await gw.client.createSubscriptionChange(subscriptionId, { planCode: 'STAT_ESSENTIAL_ANNUAL', timeframe: 'renewal' });
    await gw.client.removeSubscriptionChange(subscriptionId);
    expect((await gw.client.getSubscription(subscriptionId)).pendingChange).toBeNull();
    expect(await refusal(gw.client.removeSubscriptionChange(subscriptionId))).toBeInstanceOf(recurly.errors.NotFoundError);
  });

  it('the renewal applies it (activatePendingChange): not before its date; then the plan, price and add-ons are the change’s', async () => {
    const renewing = await subscribe('renewer', 'STAT_PREMIUM_ANNUAL');
    await gw.client.createSubscriptionChange(renewing, { planCode: 'STAT_ESSENTIAL_ANNUAL', addOns: [{ code: 'NORTHSTAR_PLUS' }], timeframe: 'term_end' });
    const { db } = gw.database;
    expect(await db.transaction((tx) => activatePendingChange(tx, renewing, new Date('2027-03-10T11:59:59.000Z')))).toBeNull();
    const applied = await db.transaction((tx) => activatePendingChange(tx, renewing, new Date('2027-03-10T12:00:00.000Z')));
    expect(applied?.subscriptionId).toBe(renewing);
    const subscription = await gw.client.getSubscription(renewing);
    expect(subscription).toMatchObject({ plan: { code: 'STAT_ESSENTIAL_ANNUAL' }, unitAmount: 99.99, pendingChange: null });
    expect(subscription.addOns?.map((addOn) => [addOn.addOn?.code, addOn.unitAmount])).toEqual([['NORTHSTAR_PLUS', 50]]);
    expect(await db.transaction((tx) => activatePendingChange(tx, renewing, new Date('2027-03-10T12:00:00.000Z')))).toBeNull();
  });

  it('refuses an unknown plan or add-on, and a canceled subscription', async () => {
    const plan = await refusal(gw.client.createSubscriptionChange(subscriptionId, { planCode: 'STAT_GOLD' }));
    expect(plan?.params).toEqual([{ param: 'plan_code', message: 'is invalid' }]);
    const addOn = await refusal(gw.client.createSubscriptionChange(subscriptionId, { planCode: 'STAT_ESSENTIAL_ANNUAL', addOns: [{ code: 'NOPE' }] }));
    expect(addOn?.params).toEqual([{ param: 'add_ons[0].code', message: 'is invalid' }]);
    await gw.client.cancelSubscription(subscriptionId);
    const canceled = await refusal(gw.client.createSubscriptionChange(subscriptionId, { planCode: 'STAT_ESSENTIAL_ANNUAL', timeframe: 'term_end' }));
    expect(canceled?.message).toBe('Only active subscriptions can be changed');
    expect(await refusal(gw.client.getSubscriptionChange('nosuchsub000'))).toBeInstanceOf(recurly.errors.NotFoundError);
  });
});
