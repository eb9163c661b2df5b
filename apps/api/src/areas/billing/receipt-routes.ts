import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Invoice, Transaction as GatewayTransaction } from 'recurly';
import { z } from 'zod';
import { apiErrorResponseSchema, EDIT_BILLING_MESSAGES, ERROR_CODES, receiptSchema, transactionIdSchema, type Receipt } from '@stat/contracts';
import { commonErrorResponses, signedOutResponse } from '../../lib/error-responses.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { createBillingAccounts } from './billing-account.ts';
import { gatewayErrorOf, sendGatewayFailure } from './gateway-errors.ts';
import type { Payments } from './payments.ts';
import { transactionOf } from './subscription-states.ts';

export interface ReceiptRoutesOptions {
  payments: Payments;
}

const cents = (dollars: number | null | undefined) => Math.round((dollars ?? 0) * 100);

/** A transaction's receipt from the gateway's invoice for it (none for a card check). */
function receiptOf(transaction: GatewayTransaction, invoice: Invoice | null, info: Parameters<typeof transactionOf>[1]): Receipt {
  const shown = transactionOf(transaction, info);
  return {
    transaction: shown,
    invoiceNumber: invoice?.number ?? null,
    date: invoice?.createdAt?.getTime() ?? shown.date,
    lines: (invoice?.lineItems ?? []).map((line) => ({
      description: line.description ?? '',
      amountInCents: cents(line.subtotal ?? line.amount),
      startDate: line.startDate?.getTime() ?? null,
      endDate: line.endDate?.getTime() ?? null,
    })),
    subtotalInCents: cents(invoice?.subtotal),
    discountInCents: cents(invoice?.discount),
    creditInCents: (invoice?.creditPayments ?? []).reduce((sum, payment) => sum + cents(payment.amount), 0),
    totalInCents: invoice ? cents(invoice.total) : shown.amountInCents,
  };
}

/**
 * Receipts (issue 24 section 1): `GET user/transactions/{transactionId}/receipt` answers one of
 * the viewer's own transactions with the gateway's invoice for it, read through the recurly
 * client. The gateway's transaction ids are site-wide: one on another account is answered as
 * one that does not exist, so nothing tells an id that is someone else's from one that is no one's.
 */
const receiptRoutes: FastifyPluginAsyncZod<ReceiptRoutesOptions> = async (app, opts) => {
  const { client } = opts.payments;
  const accounts = createBillingAccounts(client);

  app.get(
    '/api/user/transactions/:transactionId/receipt',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['billing'],
        summary: "One of the viewer's transactions with its invoice: number, date, lines, discount and credit, total, payment method",
        params: z.object({ transactionId: transactionIdSchema }),
        response: {
          200: receiptSchema,
          ...signedOutResponse,
          ...commonErrorResponses,
          404: apiErrorResponseSchema.describe("No such transaction on the viewer's account: error.notfound"),
          503: apiErrorResponseSchema.describe('The payment gateway could not be reached: error.payment.unavailable'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      reply.header('cache-control', 'no-store');
      const notFound = () => sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: EDIT_BILLING_MESSAGES.receiptNotFound });
      try {
        const transaction = await client.getTransaction(request.params.transactionId).catch((error: unknown) => {
          if (gatewayErrorOf(error)?.type === 'not_found') return null;
          throw error;
        });
        if (!transaction || transaction.account?.code !== user.tveUserId) return notFound();
        const [invoice, info] = await Promise.all([
          transaction.invoice?.id ? client.getInvoice(transaction.invoice.id) : Promise.resolve(null),
          accounts.billingInfo(user.tveUserId),
        ]);
        return receiptOf(transaction, invoice, info);
      } catch (error) {
        return sendGatewayFailure(request, reply, error, 'reading a receipt');
      }
    },
  );
};
export default receiptRoutes;
