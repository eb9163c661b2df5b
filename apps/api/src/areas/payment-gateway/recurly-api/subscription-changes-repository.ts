import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  gatewayCouponRedemptions,
  gatewaySubscriptionChanges,
  gatewaySubscriptions,
  type ChangedAddOn,
  type GatewayCouponRedemptionRow,
  type GatewaySubscriptionChangeRow,
} from '../../../db/gateway-schema.ts';
import { newRecurlyId } from './recurly-ids.ts';

/**
 * A subscription's life after its purchase: canceled at the term's end and reactivated before it,
 * and coupons redeemed on the account. Each change is one conditional update, so two at once
 * cannot both succeed. The expiry itself (canceled → expired at `expires_at`) is the renewals
 * job's (renewals/renewals-job.ts). Plan changes are kept here too: at most one pending per
 * subscription (a partial unique index), a new one replacing it.
 */
export function createSubscriptionChangesRepository(db: Db, now: () => Date) {
  return {
    /** Active → canceled, expiring at `expiresAt`; false when it was not active. */
    async cancel(subscriptionId: string, expiresAt: Date): Promise<boolean> {
      const at = now();
      const rows = await db
        .update(gatewaySubscriptions)
        .set({ state: 'canceled', canceledAt: at, expiresAt, updatedAt: at })
        .where(and(eq(gatewaySubscriptions.id, subscriptionId), eq(gatewaySubscriptions.state, 'active')))
        .returning({ id: gatewaySubscriptions.id });
      return rows.length === 1;
    },

    /** Canceled and not yet expired → active on its billing cycle again; false otherwise. */
    async reactivate(subscriptionId: string): Promise<boolean> {
      const at = now();
      const rows = await db
        .update(gatewaySubscriptions)
        .set({ state: 'active', canceledAt: null, expiresAt: null, updatedAt: at })
        .where(and(eq(gatewaySubscriptions.id, subscriptionId), eq(gatewaySubscriptions.state, 'canceled'), gt(gatewaySubscriptions.expiresAt, at)))
        .returning({ id: gatewaySubscriptions.id });
      return rows.length === 1;
    },

    /** The account's active redemption of the coupon, if any. */
    async activeRedemption(accountId: string, couponId: string): Promise<GatewayCouponRedemptionRow | null> {
      const [row] = await db
        .select()
        .from(gatewayCouponRedemptions)
        .where(and(eq(gatewayCouponRedemptions.accountId, accountId), eq(gatewayCouponRedemptions.couponId, couponId), eq(gatewayCouponRedemptions.state, 'active')));
      return row ?? null;
    },

    /** A new active redemption; the renewals discount the subscription's invoices by it while it lasts. */
    async redeem(accountId: string, couponId: string, subscriptionId: string | null): Promise<GatewayCouponRedemptionRow> {
      const at = now();
      const [row] = await db
        .insert(gatewayCouponRedemptions)
        .values({ id: newRecurlyId(), accountId, couponId, subscriptionId, state: 'active', discountedCents: 0, createdAt: at, updatedAt: at })
        .returning();
      return row!;
    },

    /** The subscription's pending change (made for the term's end, not applied or removed), if any. */
    async pendingChange(subscriptionId: string): Promise<GatewaySubscriptionChangeRow | null> {
      const [row] = await pendingChanges(db, [subscriptionId]);
      return row ?? null;
    },

    /** Removes the pending change; false when there was none. */
    async removePendingChange(subscriptionId: string): Promise<boolean> {
      const at = now();
      const rows = await db
        .update(gatewaySubscriptionChanges)
        .set({ deletedAt: at, updatedAt: at })
        .where(and(eq(gatewaySubscriptionChanges.subscriptionId, subscriptionId), isNull(gatewaySubscriptionChanges.activatedAt), isNull(gatewaySubscriptionChanges.deletedAt)))
        .returning({ id: gatewaySubscriptionChanges.id });
      return rows.length > 0;
    },

    /** A new change, replacing the pending one (Recurly: a change overwrites a pending change); `activatedAt` set when it applies now. */
    async recordChange(fields: { subscriptionId: string; planId: string; unitAmountCents: number; addOns: ChangedAddOn[]; activateAt: Date; activatedAt: Date | null }) {
      const at = now();
      await this.removePendingChange(fields.subscriptionId);
      const [row] = await db
        .insert(gatewaySubscriptionChanges)
        .values({ id: newRecurlyId(), ...fields, createdAt: at, updatedAt: at })
        .returning();
      return row!;
    },
  };
}

/** The pending changes of these subscriptions. */
export async function pendingChanges(db: Db, subscriptionIds: string[]): Promise<GatewaySubscriptionChangeRow[]> {
  if (!subscriptionIds.length) return [];
  return db
    .select()
    .from(gatewaySubscriptionChanges)
    .where(and(inArray(gatewaySubscriptionChanges.subscriptionId, subscriptionIds), isNull(gatewaySubscriptionChanges.activatedAt), isNull(gatewaySubscriptionChanges.deletedAt)));
}
export type SubscriptionChanges = ReturnType<typeof createSubscriptionChangesRepository>;
