import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { PpvCredit } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { ppvCredits, ppvIncidents, type PpvCreditRow } from '../../db/ppv-credits-schema.ts';
import { ppvChannelPlays, ppvPurchases } from '../../db/ppv-schema.ts';
import { users } from '../../db/schema.ts';
import type { Credit, IncidentSpan } from './credit-tiers.ts';

/** A paid purchase of the event with what its credit needs: the invoice to refund and where to write. */
export interface CreditablePurchase {
  purchaseId: string;
  tveUserId: string;
  amountInCents: number;
  invoiceId: string;
  emailAddress: string | null;
}

/** A play of the channel, as the credits read it: when it was live (or refused). */
export interface PlaySpan {
  tveUserId: string;
  startedAt: number;
  /** When it was last seen: its end, or its last progress call (a refused start: its start). */
  lastAt: number;
}

/** How long a claim is held before another run may take it over (a run that crashed mid-refund). */
export const CREDIT_CLAIM_LEASE_MS = 60_000;

/**
 * The incident windows (ppv_incidents, which the ppv area's switch writes), the automatic credits
 * (ppv_credits), and the starts the incident refused (ppv_channel_plays.failed_by_us). Every read
 * of a credit takes the user.
 */
export function createPpvCreditsRepository(db: Db) {
  const ms = (at: Date | null) => at?.getTime() ?? null;
  return {
    /** The event's windows, an open one ending at `now`, each with the event clock's offset when it opened. */
    async incidentsOf(productId: string, now: number): Promise<IncidentSpan[]> {
      const rows = await db.select().from(ppvIncidents).where(eq(ppvIncidents.productId, productId)).orderBy(ppvIncidents.startedAt);
      return rows.map((row) => ({ start: row.startedAt.getTime(), end: ms(row.endedAt) ?? Math.max(now, row.startedAt.getTime()), clockOffsetMs: row.clockOffsetMs }));
    },

    /** Every play of the event's channel (live sessions and refused starts). */
    async playsOf(productId: string): Promise<PlaySpan[]> {
      const rows = await db
        .select({ tveUserId: ppvChannelPlays.tveUserId, startedAt: ppvChannelPlays.startedAt, lastSeenAt: ppvChannelPlays.lastSeenAt, endedAt: ppvChannelPlays.endedAt })
        .from(ppvChannelPlays)
        .where(eq(ppvChannelPlays.productId, productId));
      return rows.map((row) => ({ tveUserId: row.tveUserId, startedAt: row.startedAt.getTime(), lastAt: (row.endedAt ?? row.lastSeenAt).getTime() }));
    },

    /** The event's paid purchases with an invoice and something paid, and not credited yet. */
    async creditablePurchases(productId: string): Promise<CreditablePurchase[]> {
      const rows = await db
        .select({ purchaseId: ppvPurchases.id, tveUserId: ppvPurchases.tveUserId, amountInCents: ppvPurchases.amountInCents, invoiceId: ppvPurchases.invoiceId, emailAddress: users.emailAddress })
        .from(ppvPurchases)
        .innerJoin(users, eq(users.tveUserId, ppvPurchases.tveUserId))
        .leftJoin(ppvCredits, and(eq(ppvCredits.tveUserId, ppvPurchases.tveUserId), eq(ppvCredits.productId, ppvPurchases.productId)))
        .where(and(eq(ppvPurchases.productId, productId), eq(ppvPurchases.status, 'paid'), isNotNull(ppvPurchases.invoiceId), isNull(ppvCredits.id)));
      return rows.flatMap((row) => (row.invoiceId && row.amountInCents ? [{ ...row, invoiceId: row.invoiceId, amountInCents: row.amountInCents }] : []));
    },

    /** Claims the buyer's credit: the new row, or null when the buyer has one already (another run's). */
    async claim(purchase: CreditablePurchase, productId: string, credit: Credit, now: Date): Promise<PpvCreditRow | null> {
      const [row] = await db
        .insert(ppvCredits)
        .values({ id: randomUUID(), tveUserId: purchase.tveUserId, productId, purchaseId: purchase.purchaseId, ...credit, claimedAt: now })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** Takes over the claims whose run stopped before the gateway answered (their lease over): each taken by one run only. */
    async takeOverStale(now: Date): Promise<PpvCreditRow[]> {
      return db
        .update(ppvCredits)
        .set({ claimedAt: now })
        .where(and(isNull(ppvCredits.refundedAt), lt(ppvCredits.claimedAt, new Date(now.getTime() - CREDIT_CLAIM_LEASE_MS))))
        .returning();
    },

    /** The invoice a purchase was paid by (what its credit refunds). */
    async invoiceOf(purchaseId: string): Promise<string | null> {
      const [row] = await db.select({ invoiceId: ppvPurchases.invoiceId }).from(ppvPurchases).where(eq(ppvPurchases.id, purchaseId));
      return row?.invoiceId ?? null;
    },

    async markRefunded(id: string, refund: { creditInvoiceId: string; paymentMethod: string; refundedAt: Date }): Promise<void> {
      await db.update(ppvCredits).set(refund).where(and(eq(ppvCredits.id, id), isNull(ppvCredits.refundedAt)));
    },

    /** Takes the refunded credits whose e-mail is not written yet (marked first, so two runs never both send one). */
    async takeUnmailed(now: Date): Promise<(PpvCreditRow & { emailAddress: string | null })[]> {
      const taken = await db
        .update(ppvCredits)
        .set({ emailedAt: now })
        .where(and(isNotNull(ppvCredits.refundedAt), isNull(ppvCredits.emailedAt)))
        .returning();
      if (!taken.length) return [];
      const addresses = await db.select({ tveUserId: users.tveUserId, emailAddress: users.emailAddress }).from(users).where(inArray(users.tveUserId, taken.map((row) => row.tveUserId)));
      return taken.map((row) => ({ ...row, emailAddress: addresses.find((address) => address.tveUserId === row.tveUserId)?.emailAddress ?? null }));
    },

    /** Gives an e-mail back to the next run (its sending failed). */
    async unmark(id: string): Promise<void> {
      await db.update(ppvCredits).set({ emailedAt: null }).where(eq(ppvCredits.id, id));
    },

    /**
     * The viewer's credit for an event, once refunded, as the purchase answer carries it
     * (`ppvPurchaseSchema.credit`); null when there is none. The purchase API fills it from here.
     */
    async creditOf(tveUserId: string, productId: string): Promise<PpvCredit | null> {
      const [row] = await db
        .select()
        .from(ppvCredits)
        .where(and(eq(ppvCredits.tveUserId, tveUserId), eq(ppvCredits.productId, productId), isNotNull(ppvCredits.refundedAt)));
      if (!row?.refundedAt) return null;
      return { amountInCents: row.amountInCents, reason: row.reason, creditedAt: row.refundedAt.getTime(), paymentMethod: row.paymentMethod ?? '' };
    },

    /**
     * Records a start the incident refused (a buyer's request to the channel's media while it is
     * open), once per account and window: a refused play at `now`, which the credits count.
     */
    async recordRefusedStart(tveUserId: string, productId: string, windowStartedAt: number, now: number): Promise<void> {
      await db.transaction(async (tx) => {
        // One account's requests arrive many at once: the lock makes the check and the insert one step.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ppv-refused:${tveUserId}:${productId}`}))`);
        const [already] = await tx
          .select({ id: ppvChannelPlays.id })
          .from(ppvChannelPlays)
          .where(and(eq(ppvChannelPlays.tveUserId, tveUserId), eq(ppvChannelPlays.productId, productId), eq(ppvChannelPlays.failedByUs, true), gte(ppvChannelPlays.startedAt, new Date(windowStartedAt))))
          .limit(1);
        if (already) return;
        await tx.insert(ppvChannelPlays).values({ id: randomUUID(), tveUserId, productId, startedAt: new Date(now), lastSeenAt: new Date(now), failedByUs: true });
      });
    },
  };
}
export type PpvCreditsRepository = ReturnType<typeof createPpvCreditsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    ppvCredits: PpvCreditsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('ppvCredits', createPpvCreditsRepository(app.database.db));
  },
  { name: 'ppv-credits-repository', dependencies: ['database'] },
);
