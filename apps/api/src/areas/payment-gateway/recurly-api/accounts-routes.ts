import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createGatewayAccountsRepository } from './accounts-repository.ts';
import { accountAnswer, accountBalanceAnswer, billingInfoAnswer } from './answers/account-answers.ts';
import { attachBillingInfo } from './billing-infos.ts';
import { accountBodySchema, billingInfoBodySchema } from './purchase-body.ts';
import type { RecurlyApiContext } from './recurly-api-context.ts';
import { invalidField, notFound } from './recurly-error.ts';
import { accountOr404 as findAccountOr404, readBody } from './route-helpers.ts';

const accountCreateSchema = accountBodySchema.omit({ id: true }).extend({ code: z.string({ error: "can't be blank" }).trim().min(1, "can't be blank") });
const accountUpdateSchema = accountBodySchema.omit({ id: true, code: true });

type AccountParams = { Params: { account_id: string } };

/** Accounts (create, read, update), an account's balance and its billing info (read, replace from a token). */
const accountsRoutes: FastifyPluginAsync<RecurlyApiContext> = async (app, context) => {
  const { db, now } = context;
  const accounts = createGatewayAccountsRepository(db, now);
  const accountOr404 = (accountId: string) => findAccountOr404(accounts, accountId);
  const answer = async (account: Awaited<ReturnType<typeof accountOr404>>) =>
    accountAnswer(account, await accounts.flags(account.id), await accounts.billingInfo(account.id));

  app.post('/accounts', async (request, reply) => {
    const body = readBody(accountCreateSchema, request.body);
    const account = await accounts.create(body.code, { email: body.email, firstName: body.first_name, lastName: body.last_name });
    if (!account) throw invalidField('code', 'has already been taken');
    if (body.billing_info) await attachBillingInfo(context, account, body.billing_info.token_id, 'billing_info.token_id');
    return reply.code(201).send(await answer(account));
  });

  app.get<AccountParams>('/accounts/:account_id', async (request) => answer(await accountOr404(request.params.account_id)));

  app.put<AccountParams>('/accounts/:account_id', async (request) => {
    const account = await accountOr404(request.params.account_id);
    const body = readBody(accountUpdateSchema, request.body);
    const updated = await accounts.update(account.id, { email: body.email ?? account.email, firstName: body.first_name ?? account.firstName, lastName: body.last_name ?? account.lastName });
    if (body.billing_info) await attachBillingInfo(context, updated, body.billing_info.token_id, 'billing_info.token_id');
    return answer(updated);
  });

  app.get<AccountParams>('/accounts/:account_id/balance', async (request) => {
    const account = await accountOr404(request.params.account_id);
    const { owedCents, creditCents, pastDue } = await accounts.balance(account.id);
    return accountBalanceAnswer(account, pastDue, owedCents, creditCents);
  });

  app.get<AccountParams>('/accounts/:account_id/billing_info', async (request) => {
    const account = await accountOr404(request.params.account_id);
    const info = await accounts.billingInfo(account.id);
    if (!info) throw notFound('BillingInfo', 'account_id', request.params.account_id);
    return billingInfoAnswer(info);
  });

  app.put<AccountParams>('/accounts/:account_id/billing_info', async (request) => {
    const account = await accountOr404(request.params.account_id);
    const body = readBody(billingInfoBodySchema, request.body);
    return billingInfoAnswer(await attachBillingInfo(context, account, body.token_id, 'token_id'));
  });
};
export default accountsRoutes;
