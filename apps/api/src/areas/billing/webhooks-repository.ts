import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { billingDunningNotices, billingWebhooks } from '../../db/billing-webhook-schema.ts';

/** A handling that has not finished in this long is taken as dead (its instance crashed) and taken over. */
const HANDLING_LEASE_MS = 60_000;

/**
 * The webhooks handled, so each is handled once whatever the number of deliveries, on any
 * instance; and the dunning notices sent, one per past-due invoice.
 */
export function createWebhooksRepository(db: Db, now: () => Date) {
  return {
    /**
     * Takes the notification for this request: `claimed` (handle it, then `finish` or `release`),
     * `handled` (done before: acknowledge only), or `busy` (another request is on it now).
     * One insert, or one conditional update of a dead claim: two requests cannot both claim it.
     */
    async claim(id: string, eventType: string, accountCode: string): Promise<'claimed' | 'handled' | 'busy'> {
      const at = now();
      const [inserted] = await db
        .insert(billingWebhooks)
        .values({ id, eventType, accountCode, state: 'handling', receivedAt: at })
        .onConflictDoNothing({ target: billingWebhooks.id })
        .returning({ id: billingWebhooks.id });
      if (inserted) return 'claimed';
      const [takenOver] = await db
        .update(billingWebhooks)
        .set({ receivedAt: at })
        .where(and(eq(billingWebhooks.id, id), eq(billingWebhooks.state, 'handling'), lt(billingWebhooks.receivedAt, new Date(at.getTime() - HANDLING_LEASE_MS))))
        .returning({ id: billingWebhooks.id });
      if (takenOver) return 'claimed';
      const [row] = await db.select({ state: billingWebhooks.state }).from(billingWebhooks).where(eq(billingWebhooks.id, id));
      return row?.state === 'handled' ? 'handled' : 'busy';
    },

    async finish(id: string): Promise<void> {
      await db.update(billingWebhooks).set({ state: 'handled', handledAt: now() }).where(eq(billingWebhooks.id, id));
    },

    /** Gives a claim back after a failure, so the gateway's next delivery handles it. */
    async release(id: string): Promise<void> {
      await db.delete(billingWebhooks).where(and(eq(billingWebhooks.id, id), eq(billingWebhooks.state, 'handling')));
    },

    /** Records the dunning notice for the invoice; false when one was sent already. */
    async firstDunningNotice(invoiceId: string, tveUserId: string): Promise<boolean> {
      const [row] = await db
        .insert(billingDunningNotices)
        .values({ invoiceId, tveUserId, sentAt: now() })
        .onConflictDoNothing({ target: billingDunningNotices.invoiceId })
        .returning({ invoiceId: billingDunningNotices.invoiceId });
      return row !== undefined;
    },

    /** Forgets a notice whose mail could not be sent, so a later delivery sends it. */
    async forgetDunningNotice(invoiceId: string): Promise<void> {
      await db.delete(billingDunningNotices).where(eq(billingDunningNotices.invoiceId, invoiceId));
    },
  };
}
export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
