import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { ppvPurchases } from '../../db/ppv-schema.ts';

export type PpvPurchaseRow = typeof ppvPurchases.$inferSelect;

/** What a claim records before the gateway is called. */
export interface PpvPurchaseClaim {
  tveUserId: string;
  productId: string;
  description: string;
  eventDate: Date;
  /** The gateway Idempotency-Key its charge uses (a retry of the same intent resumes the claim). */
  gatewayKey?: string | null;
  /** When it was claimed, by the caller's clock (a claim is stale after a while); the database's now by default. */
  createdAt?: Date;
}

/** What the gateway's answer adds once the charge is paid. */
export interface PpvPurchasePayment {
  amountInCents: number;
  paymentMethod: string;
  invoiceId: string;
  orderNumber: string;
  paidAt: Date;
}

/**
 * Pay-per-view purchases (table ppv_purchases): one per account and event. A purchase is claimed
 * before the charge (the unique account and event make a second claim fail, so two purchases of
 * one event cannot both charge), paid with the gateway's invoice, or released when the charge
 * fails. Every call takes the user; routes pass the session's.
 */
export function createPpvPurchasesRepository(db: Db) {
  const of = (tveUserId: string, productId: string) => and(eq(ppvPurchases.tveUserId, tveUserId), eq(ppvPurchases.productId, productId));

  return {
    /** The new claim's id, or null when the account has a purchase (or a claim) of this event already. */
    async claim(claim: PpvPurchaseClaim): Promise<string | null> {
      const id = randomUUID();
      const inserted = await db
        .insert(ppvPurchases)
        .values({ id, ...claim, status: 'pending' })
        .onConflictDoNothing()
        .returning({ id: ppvPurchases.id });
      return inserted.length === 1 ? id : null;
    },

    /** Marks a claim paid with the gateway's invoice; false when it was paid already (a retry), so the receipt goes once. */
    async pay(id: string, payment: PpvPurchasePayment): Promise<boolean> {
      const updated = await db
        .update(ppvPurchases)
        .set({ status: 'paid', ...payment })
        .where(and(eq(ppvPurchases.id, id), eq(ppvPurchases.status, 'pending')))
        .returning({ id: ppvPurchases.id });
      return updated.length === 1;
    },

    /**
     * Hands a stale claim (its charge never answered) to another intent's gateway key; false when
     * it changed meanwhile (paid, released, or taken over by another request first).
     */
    async takeOver(id: string, fromKey: string | null, toKey: string | null, at: Date): Promise<boolean> {
      const updated = await db
        .update(ppvPurchases)
        .set({ gatewayKey: toKey, createdAt: at })
        .where(and(eq(ppvPurchases.id, id), eq(ppvPurchases.status, 'pending'), fromKey === null ? isNull(ppvPurchases.gatewayKey) : eq(ppvPurchases.gatewayKey, fromKey)))
        .returning({ id: ppvPurchases.id });
      return updated.length === 1;
    },

    /** Drops a claim whose charge failed, so the viewer can try again. A paid purchase stays. */
    async release(id: string): Promise<void> {
      await db.delete(ppvPurchases).where(and(eq(ppvPurchases.id, id), eq(ppvPurchases.status, 'pending')));
    },

    /** The account's row for an event, paid or still claimed, or null. */
    async find(tveUserId: string, productId: string): Promise<PpvPurchaseRow | null> {
      const [row] = await db.select().from(ppvPurchases).where(of(tveUserId, productId));
      return row ?? null;
    },

    /** Whether the account has paid for the event: what the channel and its licences ask. */
    async hasBought(tveUserId: string, productId: string): Promise<boolean> {
      const rows = await db
        .select({ id: ppvPurchases.id })
        .from(ppvPurchases)
        .where(and(of(tveUserId, productId), eq(ppvPurchases.status, 'paid')));
      return rows.length > 0;
    },

    /** The account's paid purchases, newest first. */
    async list(tveUserId: string): Promise<PpvPurchaseRow[]> {
      return db
        .select()
        .from(ppvPurchases)
        .where(and(eq(ppvPurchases.tveUserId, tveUserId), eq(ppvPurchases.status, 'paid')))
        .orderBy(desc(ppvPurchases.paidAt), desc(ppvPurchases.id));
    },
  };
}
export type PpvPurchasesRepository = ReturnType<typeof createPpvPurchasesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    ppvPurchases: PpvPurchasesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('ppvPurchases', createPpvPurchasesRepository(app.database.db));
  },
  { name: 'ppv-purchases-repository', dependencies: ['database'] },
);
