import type { FastifyPluginAsync } from 'fastify';
import { invoiceAnswer } from './answers/invoice-answers.ts';
import type { RecurlyApiContext } from './recurly-api-context.ts';
import { createRefunds, invoiceRefundBodySchema } from './refunds.ts';
import { readBody } from './route-helpers.ts';

/** POST invoices/{invoice_id}/refund: 201, the refund's credit invoice (refunds.ts). */
const refundsRoutes: FastifyPluginAsync<RecurlyApiContext> = async (app, { db, now, records }) => {
  const refunds = createRefunds({ db, now, records });
  app.post<{ Params: { invoice_id: string } }>('/invoices/:invoice_id/refund', async (request, reply) => {
    const answer = await refunds.refundInvoice(request.params.invoice_id, readBody(invoiceRefundBodySchema, request.body));
    return reply.code(201).send(invoiceAnswer(answer));
  });
};
export default refundsRoutes;
