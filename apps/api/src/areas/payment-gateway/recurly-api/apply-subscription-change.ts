import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { gatewaySubscriptionAddOns, gatewaySubscriptionChanges, gatewaySubscriptions, type GatewaySubscriptionChangeRow } from '../../../db/gateway-schema.ts';
import type { Period } from './purchase-pricing.ts';
import { newRecurlyId } from './recurly-ids.ts';
import { pendingChanges } from './subscription-changes-repository.ts';

/**
 * Applies a subscription change: the subscription takes the change's plan, price and add-ons, and
 * the change is marked activated. The one step both a change made now (subscription-changes.ts,
 * with `period` when the interval changed and the billing cycle starts again) and the renewal at
 * the term's end (activatePendingChange) take, so both leave a subscription the same way. `tx`
 * is the caller's transaction: the invoice that goes with the change stands or falls with it.
 */
export async function applySubscriptionChange(tx: Db, change: GatewaySubscriptionChangeRow, at: Date, period?: Period): Promise<void> {
  await tx
    .update(gatewaySubscriptions)
    .set({
      planId: change.planId,
      unitAmountCents: change.unitAmountCents,
      ...(period
        ? { currentPeriodStartedAt: period.startedAt, currentPeriodEndsAt: period.endsAt, currentTermStartedAt: period.startedAt, currentTermEndsAt: period.endsAt }
        : {}),
      updatedAt: at,
    })
    .where(eq(gatewaySubscriptions.id, change.subscriptionId));
  await tx.delete(gatewaySubscriptionAddOns).where(eq(gatewaySubscriptionAddOns.subscriptionId, change.subscriptionId));
  if (change.addOns.length) {
    await tx.insert(gatewaySubscriptionAddOns).values(
      change.addOns.map((addOn) => ({ id: newRecurlyId(), subscriptionId: change.subscriptionId, ...addOn, createdAt: at, updatedAt: at })),
    );
  }
  await tx
    .update(gatewaySubscriptionChanges)
    .set({ activatedAt: at, updatedAt: at })
    .where(eq(gatewaySubscriptionChanges.id, change.id));
}

/**
 * The renewal's step (README, "A pending change takes effect at renewal"): when the subscription
 * has a pending change due by `at`, apply it before the new period is billed, so the renewal
 * charges the new plan and add-ons. Answers the change applied, or null when there was none.
 */
export async function activatePendingChange(tx: Db, subscriptionId: string, at: Date): Promise<GatewaySubscriptionChangeRow | null> {
  const [change] = await pendingChanges(tx, [subscriptionId]);
  if (!change || change.activateAt.getTime() > at.getTime()) return null;
  await applySubscriptionChange(tx, change, at);
  return change;
}
