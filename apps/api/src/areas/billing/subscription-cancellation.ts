import type { Client, Subscription } from 'recurly';
import type { CancelReasonId } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { createBillingAccounts, liveOf } from './billing-account.ts';
import { createCancellationRepository } from './cancellation-repository.ts';

/**
 * Cancelling at the term's end (issue 24 section 6): the gateway's cancel, then our record of it
 * with the reasons. `DELETE user/plan` runs it, and so does deleting the account (issue 26
 * section 5), so both cancel the same way.
 */
export function createSubscriptionCancellation(client: Client, db: Db, now: () => Date) {
  const accounts = createBillingAccounts(client);
  const records = createCancellationRepository(db);
  return {
    /** The viewer's live subscription at our gateway; null when none (or billed elsewhere). */
    async liveSubscriptionOf(tveUserId: string): Promise<Subscription | null> {
      const live = liveOf(await accounts.subscriptions(tveUserId));
      return live?.id ? live : null;
    },

    /** Cancels the live subscription at its term's end; answers when access ends. */
    async cancelAtTermEnd(tveUserId: string, live: Subscription, reasons: readonly CancelReasonId[], idempotencyKey: string | null): Promise<Date> {
      const canceled = await client.cancelSubscription(live.id!, { body: { timeframe: 'term_end' }, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} });
      const expiresAt = canceled.expiresAt ?? canceled.currentTermEndsAt ?? canceled.currentPeriodEndsAt!;
      await records.recordCancel({ tveUserId, subscriptionId: live.id!, reasons, canceledAt: now(), expiresAt });
      return expiresAt;
    },
  };
}
