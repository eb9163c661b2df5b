import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { gatewayAddOns, gatewayPlans, gatewaySubscriptionAddOns, type GatewaySubscriptionRow } from '../../../db/gateway-schema.ts';
import type { SubscriptionOrder } from '../recurly-api/purchase-pricing.ts';

/**
 * What the subscription's next term is: the plan and add-ons it renews on, at the prices the
 * subscription has (Recurly renews at the subscription's unit amounts, not the plan's current
 * ones). THE one place a renewal decides the next term's plan: a pending plan change stored at the
 * gateway takes effect here, at the term's end, when plan changes are connected.
 */
export async function nextTermOf(tx: Db, subscription: GatewaySubscriptionRow): Promise<SubscriptionOrder> {
  const [plan] = await tx.select().from(gatewayPlans).where(eq(gatewayPlans.id, subscription.planId));
  const addOns = await tx
    .select({ addOn: gatewayAddOns, quantity: gatewaySubscriptionAddOns.quantity, unitAmountCents: gatewaySubscriptionAddOns.unitAmountCents })
    .from(gatewaySubscriptionAddOns)
    .innerJoin(gatewayAddOns, eq(gatewayAddOns.id, gatewaySubscriptionAddOns.addOnId))
    .where(eq(gatewaySubscriptionAddOns.subscriptionId, subscription.id))
    .orderBy(gatewaySubscriptionAddOns.createdAt, gatewaySubscriptionAddOns.id);
  return {
    plan: { ...plan!, unitAmountCents: subscription.unitAmountCents },
    addOns: addOns.map(({ addOn, quantity, unitAmountCents }) => ({ addOn: { ...addOn, unitAmountCents }, quantity })),
    // Billed from the period's start: no trial in a renewal.
    trialEndsAt: subscription.currentPeriodEndsAt,
  };
}
