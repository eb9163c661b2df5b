import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createGatewayAccountsRepository } from './accounts-repository.ts';
import { invoiceAnswer, transactionAnswer } from './answers/invoice-answers.ts';
import { subscriptionAnswer } from './answers/subscription-answers.ts';
import { readListParams } from './list-pages.ts';
import type { RecurlyApiContext } from './recurly-api-context.ts';
import { badRequest, notFound } from './recurly-error.ts';
import { readPathId } from './recurly-ids.ts';
import { accountOr404 as findAccountOr404, sendList } from './route-helpers.ts';

const subscriptionFilters = z.object({ state: z.enum(['active', 'canceled', 'expired', 'future', 'in_trial', 'live']).optional() });
const transactionFilters = z.object({
  type: z.enum(['authorization', 'capture', 'payment', 'purchase', 'refund', 'verify']).optional(),
  success: z.enum(['true', 'false']).optional(),
});

function readFilters<Schema extends z.ZodType>(schema: Schema, query: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw badRequest(`Invalid value for ${parsed.error.issues[0]!.path.join('.')}`);
  return parsed.data;
}

/** Filters as the `next` link carries them again. */
const given = (filters: Record<string, string | undefined>) => Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined));

type AccountParams = { Params: { account_id: string } };

/** Subscriptions, invoices and transactions: one by id, and an account's lists of them. */
const recordsRoutes: FastifyPluginAsync<RecurlyApiContext> = async (app, { db, now, records }) => {
  const accounts = createGatewayAccountsRepository(db, now);
  const accountOr404 = (accountId: string) => findAccountOr404(accounts, accountId);

  app.get<{ Params: { subscription_id: string } }>('/subscriptions/:subscription_id', async (request) => {
    const ref = readPathId(request.params.subscription_id, 'uuid');
    const view = await records.findSubscription(ref);
    if (!view) throw notFound('Subscription', ref.by, ref.value);
    return subscriptionAnswer(view);
  });

  app.get<AccountParams>('/accounts/:account_id/subscriptions', async (request, reply) => {
    const account = await accountOr404(request.params.account_id);
    const params = readListParams(request.query);
    const { state } = readFilters(subscriptionFilters, request.query);
    return sendList(request, reply, params, await records.listAccountSubscriptions(account.id, params, state), subscriptionAnswer, given({ state }));
  });

  app.get<{ Params: { invoice_id: string } }>('/invoices/:invoice_id', async (request) => {
    const ref = readPathId(request.params.invoice_id, 'number');
    const view = await records.findInvoice(ref);
    if (!view) throw notFound('Invoice', ref.by, ref.value);
    return invoiceAnswer(view);
  });

  app.get<AccountParams>('/accounts/:account_id/invoices', async (request, reply) => {
    const account = await accountOr404(request.params.account_id);
    const params = readListParams(request.query);
    return sendList(request, reply, params, await records.listAccountInvoices(account.id, params), invoiceAnswer);
  });

  app.get<{ Params: { transaction_id: string } }>('/transactions/:transaction_id', async (request) => {
    const ref = readPathId(request.params.transaction_id, 'uuid');
    const found = await records.findTransaction(ref);
    if (!found) throw notFound('Transaction', ref.by, ref.value);
    return transactionAnswer(found.view, found.account);
  });

  app.get<AccountParams>('/accounts/:account_id/transactions', async (request, reply) => {
    const account = await accountOr404(request.params.account_id);
    const params = readListParams(request.query);
    const { type, success } = readFilters(transactionFilters, request.query);
    const page = await records.listAccountTransactions(account.id, params, { type, success: success === undefined ? undefined : success === 'true' });
    return sendList(request, reply, params, page, (view) => transactionAnswer(view, account), given({ type, success }));
  });
};
export default recordsRoutes;
