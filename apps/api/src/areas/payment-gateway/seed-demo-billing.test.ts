import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'recurly';
import type { Database } from '../../db/database.ts';
import { everyItem, startTestGateway } from '../../test/payment-gateway.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { DemoBillingAccount } from './start-gateway.ts';

const DANA: DemoBillingAccount = { code: 'demo-user-1', email: 'subscriber@stat.test', firstName: 'Dana', lastName: 'Whitfield', postalCode: '94110', planCode: 'STAT_PREMIUM_MONTHLY' };

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** The gateway started as the server starts it, with the demo account; stopped after `look`. */
async function started<T>(look: (client: Client) => Promise<T>): Promise<T> {
  const { gateway, client } = await startTestGateway(database, { demoBilling: [DANA] });
  try {
    return await look(client);
  } finally {
    await gateway.close();
  }
}

describe('the demo accounts’ billing, seeded at the gateway’s start', () => {
  it('gives the account its Visa, a live subscription paid today, its paid invoice and its charge; once, however often it starts', async () => {
    const first = await started(async (client) => {
      const account = `code-${DANA.code}`;
      const info = await client.getBillingInfo(account);
      expect(info.paymentMethod).toMatchObject({ cardType: 'Visa', lastFour: '1111', expMonth: 12, expYear: 2030 });
      expect(info).toMatchObject({ firstName: 'Dana', lastName: 'Whitfield' });
      const subscriptions = await everyItem(client.listAccountSubscriptions(account).each());
      expect(subscriptions).toHaveLength(1);
      expect(subscriptions[0]).toMatchObject({ state: 'active', plan: { code: 'STAT_PREMIUM_MONTHLY' } });
      const invoices = await everyItem(client.listAccountInvoices(account).each());
      expect(invoices.map((invoice) => [invoice.type, invoice.state, invoice.total])).toEqual([['charge', 'paid', 14.99]]);
      const charges = (await everyItem(client.listAccountTransactions(account).each())).filter((transaction) => transaction.type === 'purchase');
      expect(charges.map((charge) => [charge.status, charge.amount])).toEqual([['success', 14.99]]);
      return subscriptions[0]!.id;
    });
    // A restart leaves the records as they are.
    const again = await started(async (client) => {
      const subscriptions = await everyItem(client.listAccountSubscriptions(`code-${DANA.code}`).each());
      expect(await everyItem(client.listAccountInvoices(`code-${DANA.code}`).each())).toHaveLength(1);
      return subscriptions.map((subscription) => subscription.id);
    });
    expect(again).toEqual([first]);
  });
});
