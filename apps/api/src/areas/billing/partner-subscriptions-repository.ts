import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { partnerSubscriptions } from '../../db/partner-schema.ts';

export interface NewPartnerSubscription {
  tveUserId: string;
  partnerId: string;
  memberSubject: string;
  offerCode: string;
  productCode: string;
  couponCode: string;
  trialEndsAt: Date | null;
}

export function createPartnerSubscriptionsRepository(db: Db) {
  return {
    /**
     * Records the subscription, or renews the record when the same account subscribes again with
     * the same membership; false when the member already pays for another account (the unique
     * partner and member), so one membership never unlocks two accounts.
     */
    async add(subscription: NewPartnerSubscription): Promise<boolean> {
      const added = await db
        .insert(partnerSubscriptions)
        .values({ id: randomUUID(), ...subscription })
        .onConflictDoUpdate({
          target: [partnerSubscriptions.partnerId, partnerSubscriptions.memberSubject],
          set: {
            offerCode: subscription.offerCode,
            productCode: subscription.productCode,
            couponCode: subscription.couponCode,
            trialEndsAt: subscription.trialEndsAt,
            createdAt: sql`now()`,
          },
          setWhere: sql`${partnerSubscriptions.tveUserId} = ${subscription.tveUserId}`,
        })
        .returning({ id: partnerSubscriptions.id });
      return added.length === 1;
    },
  };
}
