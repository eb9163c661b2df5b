import type { Client } from 'recurly';
import type { Transaction } from '@stat/contracts';
import { createBillingAccounts } from './billing-account.ts';
import { transactionOf } from './subscription-states.ts';

/**
 * The viewer's transactions at the gateway as the transactions list shows them (the payment
 * method only as displayed, "VISA X-1111"): for the account's data export (issue 26 section 5).
 */
export async function accountTransactions(client: Client, tveUserId: string): Promise<Transaction[]> {
  const accounts = createBillingAccounts(client);
  const [info, transactions] = await Promise.all([accounts.billingInfo(tveUserId), accounts.transactions(tveUserId)]);
  return transactions.map((transaction) => transactionOf(transaction, info));
}
