import type { GatewayAccountRow } from '../../../db/gateway-schema.ts';
import { createGatewayAccountsRepository } from './accounts-repository.ts';
import { billingFieldsOf, chargeNow, declineDetails } from './charges.ts';
import { createPurchasesRepository } from './purchases-repository.ts';
import type { RecurlyApiContext } from './recurly-api-context.ts';
import { RecurlyError } from './recurly-error.ts';

/**
 * Gives the account the payment method a token stands for, as Recurly's billing info update does:
 * the token is used up, the card verified (a verify transaction, kept either way); a decline is
 * Recurly's transaction error and the account keeps the method it had. A new method retries the
 * account's past-due invoices at once, in the same transaction, as Recurly does; the webhooks
 * that wrote are then delivered without waiting for the renewals job's next run.
 */
export async function attachBillingInfo(
  { db, tokens, now, renewals }: Pick<RecurlyApiContext, 'db' | 'tokens' | 'now' | 'renewals'>,
  account: GatewayAccountRow,
  tokenId: string,
  param: string,
) {
  const token = await tokens.consume(tokenId);
  if (!token) throw new RecurlyError(422, 'invalid_token', 'Token is invalid or expired', [{ param, message: 'is invalid or expired' }]);
  const fields = billingFieldsOf(token);
  const result = chargeNow(fields.behaviour);
  const { info, transactionId, retried } = await db.transaction(async (tx) => {
    const verification = await createPurchasesRepository(tx, now).recordTransaction({
      accountId: account.id,
      invoiceId: null,
      subscriptionIds: [],
      type: 'verify',
      amountCents: 0,
      method: fields,
      result,
    });
    const saved = result.status === 'success' ? await createGatewayAccountsRepository(tx, now).saveBillingInfo(account.id, fields) : null;
    const retried = saved ? await renewals.collectPastDue(tx, account.id) : [];
    return { info: saved, transactionId: verification.id, retried: retried.length };
  });
  if (!info) throw new RecurlyError(422, 'transaction', result.customerMessage, [], declineDetails(transactionId));
  if (retried) renewals.deliverSoon();
  return info;
}
