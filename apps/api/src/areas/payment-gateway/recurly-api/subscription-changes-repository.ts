import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { gatewayCouponRedemptions, gatewaySubscriptions, type GatewayCouponRedemptionRow } from '../../../db/gateway-schema.ts';
import { newRecurlyId } from './recurly-ids.ts';

/**
 * A subscription's life after its purchase: canceled at the term's end and reactivated before it,
 * and coupons redeemed on the account. Each change is one conditional update, so two at once
 * cannot both succeed. The expiry itself (canceled → expired at `expires_at`) is the renewals
 * job's (renewals/renewals-job.ts).
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
  };
}
export type SubscriptionChanges = ReturnType<typeof createSubscriptionChangesRepository>;
