import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { gatewayAddOns, gatewayPlans, gatewaySubscriptionAddOns, gatewaySubscriptions, type GatewaySubscriptionRow } from '../../../db/gateway-schema.ts';
import type { Period, SubscriptionOrder } from '../recurly-api/purchase-pricing.ts';
import { activatePendingChange } from '../recurly-api/apply-subscription-change.ts';
import { newRecurlyId } from '../recurly-api/recurly-ids.ts';

/**
 * What the subscription's next term is: the plan and add-ons it renews on, at the prices the
 * subscription has (Recurly renews at the subscription's unit amounts, not the plan's current
 * ones). The one place a renewal decides the next term's plan: a pending plan change due at the
 * term's end takes effect here first (recurly-api/apply-subscription-change.ts), so the renewal
 * bills the new plan and add-ons.
 */
export async function nextTermOf(tx: Db, subscription: GatewaySubscriptionRow): Promise<SubscriptionOrder> {
  const change = await activatePendingChange(tx, subscription.id, subscription.currentPeriodEndsAt);
  const planId = change?.planId ?? subscription.planId;
  const unitAmountCents = change?.unitAmountCents ?? subscription.unitAmountCents;
  const [plan] = await tx.select().from(gatewayPlans).where(eq(gatewayPlans.id, planId));
  const addOns = await tx
    .select({ addOn: gatewayAddOns, quantity: gatewaySubscriptionAddOns.quantity, unitAmountCents: gatewaySubscriptionAddOns.unitAmountCents })
    .from(gatewaySubscriptionAddOns)
    .innerJoin(gatewayAddOns, eq(gatewayAddOns.id, gatewaySubscriptionAddOns.addOnId))
    .where(eq(gatewaySubscriptionAddOns.subscriptionId, subscription.id))
    .orderBy(gatewaySubscriptionAddOns.createdAt, gatewaySubscriptionAddOns.id);
  return {
    plan: { ...plan!, unitAmountCents },
    addOns: addOns.map(({ addOn, quantity, unitAmountCents }) => ({ addOn: { ...addOn, unitAmountCents }, quantity })),
    // Billed from the period's start: no trial in a renewal.
    trialEndsAt: subscription.currentPeriodEndsAt,
  };
}

const sameAddOns = (a: { id: string; quantity: number; unitAmountCents: number }[], b: typeof a) =>
  a.length === b.length && a.every((addOn, index) => addOn.id === b[index]!.id && addOn.quantity === b[index]!.quantity && addOn.unitAmountCents === b[index]!.unitAmountCents);

/**
 * The subscription enters its next term: its period and term, and the term's plan, price and
 * add-ons (the same ones unless a change took effect in `nextTermOf`).
 */
export async function startTerm(tx: Db, subscription: GatewaySubscriptionRow, term: SubscriptionOrder, period: Period, at: Date): Promise<void> {
  await tx
    .update(gatewaySubscriptions)
    .set({
      planId: term.plan.id,
      unitAmountCents: term.plan.unitAmountCents,
      currentPeriodStartedAt: period.startedAt,
      currentPeriodEndsAt: period.endsAt,
      currentTermStartedAt: period.startedAt,
      currentTermEndsAt: period.endsAt,
      updatedAt: at,
    })
    .where(eq(gatewaySubscriptions.id, subscription.id));
  const current = await tx
    .select({ id: gatewaySubscriptionAddOns.addOnId, quantity: gatewaySubscriptionAddOns.quantity, unitAmountCents: gatewaySubscriptionAddOns.unitAmountCents })
    .from(gatewaySubscriptionAddOns)
    .where(eq(gatewaySubscriptionAddOns.subscriptionId, subscription.id))
    .orderBy(gatewaySubscriptionAddOns.createdAt, gatewaySubscriptionAddOns.id);
  const next = term.addOns.map(({ addOn, quantity }) => ({ id: addOn.id, quantity, unitAmountCents: addOn.unitAmountCents }));
  if (sameAddOns(current, next)) return;
  await tx.delete(gatewaySubscriptionAddOns).where(eq(gatewaySubscriptionAddOns.subscriptionId, subscription.id));
  if (next.length) {
    await tx.insert(gatewaySubscriptionAddOns).values(
      next.map(({ id, quantity, unitAmountCents }) => ({ id: newRecurlyId(), subscriptionId: subscription.id, addOnId: id, quantity, unitAmountCents, createdAt: at, updatedAt: at })),
    );
  }
}
