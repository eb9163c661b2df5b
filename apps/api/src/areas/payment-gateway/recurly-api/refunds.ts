import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { InvoiceView } from './answers/invoice-answers.ts';
import type { RecordsRepository } from './records-repository.ts';
import { createRefundsRepository } from './refunds-repository.ts';
import { invalidField, notFound } from './recurly-error.ts';
import { readPathId } from './recurly-ids.ts';

/*
 * POST /invoices/{invoice_id}/refund (api.yaml InvoiceRefund), the subset the gateway honours:
 * `type` amount (with `amount`, or none: all that is refundable) or percentage (of what is still
 * refundable, 100 when none is given), refunded `transaction_first` (Recurly's default with credit
 * invoices): back to the card that paid, and what credit paid comes back as account credit.
 * Line-item refunds and the other refund methods are refused.
 */

export const invoiceRefundBodySchema = z
  .object({
    type: z.enum(['amount', 'percentage'], { error: 'is invalid' }),
    amount: z.number({ error: 'is not a number' }).positive('must be greater than 0').nullish(),
    percentage: z.number({ error: 'is not a number' }).int('must be an integer').min(1, 'must be between 1 and 100').max(100, 'must be between 1 and 100').nullish(),
    refund_method: z.enum(['transaction_first'], { error: 'is invalid' }).nullish(),
  })
  .superRefine((body, context) => {
    if (body.type !== 'amount' && body.amount != null) context.addIssue({ code: 'custom', path: ['amount'], message: 'can only be given with type amount' });
    if (body.type !== 'percentage' && body.percentage != null) context.addIssue({ code: 'custom', path: ['percentage'], message: 'can only be given with type percentage' });
  });
export type InvoiceRefundBody = z.infer<typeof invoiceRefundBodySchema>;

/** The cents a refund gives back: an amount as asked (rounded to the cent), or a percentage of what is refundable (to the nearest cent). */
export function refundCents(body: InvoiceRefundBody, refundableCents: number): number {
  if (body.type === 'amount') return body.amount == null ? refundableCents : Math.round(body.amount * 100);
  return Math.round((refundableCents * (body.percentage ?? 100)) / 100);
}

/**
 * `amountCents` split over the invoice's lines in proportion to what each cost (Recurly: "the
 * amount will be split between the line items"), the cents rounding leaves given to the largest
 * remainders first, so the shares always add up to the amount.
 */
export function splitOverLines(lineCents: readonly number[], amountCents: number): number[] {
  const total = lineCents.reduce((sum, cents) => sum + cents, 0);
  if (total <= 0) return lineCents.map(() => 0);
  const exact = lineCents.map((cents) => (cents * amountCents) / total);
  const shares = exact.map(Math.floor);
  let left = amountCents - shares.reduce((sum, cents) => sum + cents, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

export function createRefunds({ db, now, records }: { db: Db; now: () => Date; records: RecordsRepository }) {
  return {
    /** Refunds a paid charge invoice; answers the new credit invoice. 422 when more is asked than is left to refund. */
    async refundInvoice(invoiceId: string, body: InvoiceRefundBody): Promise<InvoiceView> {
      const ref = readPathId(invoiceId, 'number');
      const creditInvoiceId = await db.transaction(async (tx) => {
        const refunds = createRefundsRepository(tx, now);
        const invoice = await refunds.lockInvoice(ref);
        if (!invoice) throw notFound('Invoice', ref.by, ref.value);
        if (invoice.type !== 'charge' || invoice.state !== 'paid') throw invalidField('invoice_id', 'is not a paid charge invoice');
        const [sofar, payments, lines] = await Promise.all([refunds.refundedSoFar(invoice.id), refunds.payments(invoice.id), refunds.lines(invoice.id)]);
        const refundableCents = invoice.paidCents - sofar.refundedCents;
        const amountCents = refundCents(body, refundableCents);
        const param = body.type === 'amount' ? 'amount' : 'percentage';
        if (refundableCents <= 0) throw invalidField(param, 'cannot be refunded: the invoice has been refunded in full');
        if (amountCents <= 0) throw invalidField(param, 'must be at least one cent');
        if (amountCents > refundableCents) throw invalidField(param, `cannot be more than the refundable amount (${(refundableCents / 100).toFixed(2)})`);
        const cardCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0) - sofar.toCardCents;
        const toCardCents = Math.min(amountCents, Math.max(0, cardCents));
        const shares = splitOverLines(
          lines.map((line) => line.amountCents),
          amountCents,
        );
        const credit = await refunds.createCreditInvoice(
          invoice,
          lines.map((line, index) => ({ line, amountCents: shares[index]! })).filter((share) => share.amountCents > 0),
          amountCents - toCardCents,
        );
        if (toCardCents > 0) await refunds.recordRefundTransaction(credit, payments[0]!, toCardCents);
        return credit.id;
      });
      const [view] = await records.invoicesByIds([creditInvoiceId]);
      return view!;
    },
  };
}
