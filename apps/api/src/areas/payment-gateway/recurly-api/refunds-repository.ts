import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { gatewayInvoices, gatewayLineItems, gatewayTransactions, type GatewayInvoiceRow, type GatewayLineItemRow, type GatewayTransactionRow } from '../../../db/gateway-schema.ts';
import { APPROVED } from './charges.ts';
import { CURRENCY } from './money.ts';
import { newRecurlyId, newRecurlyUuid } from './recurly-ids.ts';
import type { PathId } from './recurly-ids.ts';

/** What a charge invoice has given back already: its refunds' credit, and the share of it its card took. */
export interface RefundedSoFar {
  /** All its refunds together (positive cents). */
  refundedCents: number;
  /** Of which back to the card (refund transactions). */
  toCardCents: number;
}

/** A refund's writes: its credit invoice, lines and card transaction. `db` is the caller's transaction. */
export function createRefundsRepository(db: Db, now: () => Date) {
  const at = now();
  return {
    /** The invoice a path names, held for the refund (two refunds of one invoice wait for each other). */
    async lockInvoice(ref: PathId<'number'>): Promise<GatewayInvoiceRow | null> {
      const number = Number(ref.value);
      if (ref.by === 'number' && !Number.isSafeInteger(number)) return null;
      const [invoice] = await db
        .select()
        .from(gatewayInvoices)
        .where(ref.by === 'number' ? eq(gatewayInvoices.number, number) : eq(gatewayInvoices.id, ref.value))
        .for('update');
      return invoice ?? null;
    },

    lines(invoiceId: string): Promise<GatewayLineItemRow[]> {
      return db.select().from(gatewayLineItems).where(eq(gatewayLineItems.invoiceId, invoiceId)).orderBy(asc(gatewayLineItems.position));
    },

    /** The successful card payments of an invoice (what a refund goes back to), first first. */
    payments(invoiceId: string): Promise<GatewayTransactionRow[]> {
      return db
        .select()
        .from(gatewayTransactions)
        .where(and(eq(gatewayTransactions.invoiceId, invoiceId), inArray(gatewayTransactions.type, ['purchase', 'capture']), eq(gatewayTransactions.success, true)))
        .orderBy(asc(gatewayTransactions.createdAt));
    },

    async refundedSoFar(invoiceId: string): Promise<RefundedSoFar> {
      const refunds = db.select({ id: gatewayInvoices.id }).from(gatewayInvoices).where(eq(gatewayInvoices.previousInvoiceId, invoiceId));
      const [credit] = await db
        .select({ cents: sql<number>`coalesce(sum(-${gatewayInvoices.totalCents}), 0)::int` })
        .from(gatewayInvoices)
        .where(eq(gatewayInvoices.previousInvoiceId, invoiceId));
      const [card] = await db
        .select({ cents: sql<number>`coalesce(sum(${gatewayTransactions.amountCents}), 0)::int` })
        .from(gatewayTransactions)
        .where(and(eq(gatewayTransactions.type, 'refund'), eq(gatewayTransactions.success, true), inArray(gatewayTransactions.invoiceId, refunds)));
      return { refundedCents: Number(credit!.cents), toCardCents: Number(card!.cents) };
    },

    /**
     * The refund's credit invoice (origin `refund`, naming the charge invoice), one credit line per
     * line refunded; closed when the card takes it all, else open with the rest as account credit.
     */
    async createCreditInvoice(charge: GatewayInvoiceRow, lines: { line: GatewayLineItemRow; amountCents: number }[], toCreditCents: number): Promise<GatewayInvoiceRow> {
      const totalCents = -lines.reduce((sum, { amountCents }) => sum + amountCents, 0);
      const closed = toCreditCents === 0;
      const [invoice] = await db
        .insert(gatewayInvoices)
        .values({
          id: newRecurlyId(),
          uuid: newRecurlyUuid(),
          accountId: charge.accountId,
          type: 'credit',
          origin: 'refund',
          state: closed ? 'closed' : 'open',
          currency: CURRENCY,
          subtotalCents: totalCents,
          totalCents,
          paidCents: 0,
          balanceCents: -toCreditCents,
          createdAt: at,
          updatedAt: at,
          dueAt: at,
          closedAt: closed ? at : null,
          previousInvoiceId: charge.id,
        })
        .returning();
      await db.insert(gatewayLineItems).values(
        // Each credit line is its charge line (plan, add-on, dates, description) for the share refunded.
        lines.map(({ line: { id: _id, uuid: _uuid, invoiceId: _invoiceId, position: _position, discountCents: _discount, createdAt: _createdAt, ...charged }, amountCents }, position) => ({
          ...charged,
          id: newRecurlyId(),
          uuid: newRecurlyUuid(),
          invoiceId: invoice!.id,
          position,
          type: 'credit' as const,
          quantity: 1,
          unitAmountCents: -amountCents,
          subtotalCents: -amountCents,
          amountCents: -amountCents,
          createdAt: at,
        })),
      );
      return invoice!;
    },

    /** The refund to the card that paid: a `refund` transaction on the credit invoice, the card's details copied from the payment. */
    async recordRefundTransaction(creditInvoice: GatewayInvoiceRow, payment: GatewayTransactionRow, amountCents: number): Promise<GatewayTransactionRow> {
      const [transaction] = await db
        .insert(gatewayTransactions)
        .values({
          id: newRecurlyId(),
          uuid: newRecurlyUuid(),
          accountId: creditInvoice.accountId,
          invoiceId: creditInvoice.id,
          subscriptionIds: payment.subscriptionIds,
          type: 'refund',
          origin: 'api',
          status: APPROVED.status,
          success: true,
          currency: CURRENCY,
          amountCents,
          paymentType: payment.paymentType,
          cardType: payment.cardType,
          lastFour: payment.lastFour,
          expMonth: payment.expMonth,
          expYear: payment.expYear,
          billingAgreementId: payment.billingAgreementId,
          statusCode: APPROVED.statusCode,
          statusMessage: APPROVED.statusMessage,
          customerMessage: APPROVED.customerMessage,
          createdAt: at,
          collectedAt: at,
        })
        .returning();
      return transaction!;
    },
  };
}
