import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gatewayPlans, gatewaySubscriptions } from '../../../db/gateway-schema.ts';
import { createMemoryTokenStore, everyItem, useTestGateway } from '../../../test/payment-gateway.ts';
import { nextTermOf, startTerm } from './next-term.ts';

const tokens = createMemoryTokenStore();
const gw = useTestGateway({ tokens });

/** A Premium monthly subscription with Northstar+, bought now; its row. */
async function bundleSubscriber(code: string) {
  await gw.client.createPurchase({
    currency: 'USD',
    account: { code, billingInfo: { tokenId: tokens.card() } },
    subscriptions: [{ planCode: 'STAT_PREMIUM_MONTHLY', addOns: [{ code: 'NORTHSTAR_PLUS', quantity: 1 }] }],
  });
  const [subscription] = await everyItem(gw.client.listAccountSubscriptions(`code-${code}`).each());
  const [row] = await gw.database.db.select().from(gatewaySubscriptions).where(eq(gatewaySubscriptions.id, subscription!.id!));
  return row!;
}

describe('the next term', () => {
  it('is the subscription’s plan and add-ons at its own prices', async () => {
    const subscription = await bundleSubscriber('next-term-1');
    const term = await nextTermOf(gw.database.db, subscription);
    expect([term.plan.code, term.plan.unitAmountCents, term.trialEndsAt]).toEqual(['STAT_PREMIUM_MONTHLY', 1499, subscription.currentPeriodEndsAt]);
    expect(term.addOns.map(({ addOn, quantity }) => [addOn.code, addOn.unitAmountCents, quantity])).toEqual([['NORTHSTAR_PLUS', 500, 1]]);
  });

  it('starting a term writes its period, and its plan and add-ons when they changed (a plan change taking effect)', async () => {
    const subscription = await bundleSubscriber('next-term-2');
    const [annual] = await gw.database.db.select().from(gatewayPlans).where(eq(gatewayPlans.code, 'STAT_ESSENTIAL_ANNUAL'));
    const period = { startedAt: subscription.currentPeriodEndsAt, endsAt: new Date(subscription.currentPeriodEndsAt.getTime() + 365 * 86_400_000) };
    await startTerm(gw.database.db, subscription, { plan: annual!, addOns: [], trialEndsAt: undefined }, period, gw.gateway.clock.now());
    const after = await gw.client.getSubscription(subscription.id);
    expect([after.plan?.code, after.unitAmount, after.addOns, after.currentPeriodStartedAt, after.currentTermEndsAt]).toEqual(['STAT_ESSENTIAL_ANNUAL', 99.99, [], period.startedAt, period.endsAt]);

    // The same term again leaves the add-ons as they are (no rows rewritten).
    const bundle = await bundleSubscriber('next-term-3');
    const before = await gw.client.getSubscription(bundle.id);
    await startTerm(gw.database.db, bundle, await nextTermOf(gw.database.db, bundle), period, gw.gateway.clock.now());
    expect((await gw.client.getSubscription(bundle.id)).addOns?.map((addOn) => addOn.id)).toEqual(before.addOns?.map((addOn) => addOn.id));
  });
});
