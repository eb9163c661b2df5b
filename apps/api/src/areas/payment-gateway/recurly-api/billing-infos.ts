import type { Db } from '../../../db/database.ts';
import type { GatewayAccountRow } from '../../../db/gateway-schema.ts';
import type { GatewayTokenStore } from '../gateway-token.ts';
import { createGatewayAccountsRepository } from './accounts-repository.ts';
import { billingFieldsOf, chargeNow, declineDetails } from './charges.ts';
import { createPurchasesRepository } from './purchases-repository.ts';
import { RecurlyError } from './recurly-error.ts';

/**
 * Gives the account the payment method a token stands for, as Recurly's billing info update does:
 * the token is used up, the card verified (a verify transaction, kept either way); a decline is
 * Recurly's transaction error and the account keeps the method it had.
 */
export async function attachBillingInfo(db: Db, tokens: GatewayTokenStore, now: () => Date, account: GatewayAccountRow, tokenId: string, param: string) {
  const token = await tokens.consume(tokenId);
  if (!token) throw new RecurlyError(422, 'invalid_token', 'Token is invalid or expired', [{ param, message: 'is invalid or expired' }]);
  const fields = billingFieldsOf(token);
  const result = chargeNow(fields.behaviour);
  const { info, transactionId } = await db.transaction(async (tx) => {
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
    return { info: saved, transactionId: verification.id };
  });
  if (!info) throw new RecurlyError(422, 'transaction', result.customerMessage, [], declineDetails(transactionId));
  return info;
}
