import recurly from 'recurly';
import { describe, expect, it } from 'vitest';
import { callGateway, createMemoryTokenStore, everyItem, useTestGateway } from '../../../test/payment-gateway.ts';

const tokens = createMemoryTokenStore();
const gw = useTestGateway({ tokens });

describe('accounts', () => {
  it('POST accounts makes one, found by code and by id; the same code again is refused', async () => {
    const created = await gw.client.createAccount({ code: 'acct-1', email: 'acct-1@stat.test', firstName: 'Ada', lastName: 'Lovelace' });
    expect(created).toMatchObject({ object: 'account', code: 'acct-1', state: 'active', email: 'acct-1@stat.test', hasLiveSubscription: false, billingInfo: null });
    expect(created.id).toMatch(/^[a-z0-9]{12}$/);
    expect((await gw.client.getAccount(created.id!)).code).toBe('acct-1');
    expect((await gw.client.getAccount('code-acct-1')).id).toBe(created.id);

    const again = await gw.client.createAccount({ code: 'acct-1' }).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(recurly.errors.ValidationError);
    expect(again).toMatchObject({ message: 'Code has already been taken', params: [{ param: 'code', message: 'has already been taken' }] });
  });

  it('an unknown account is a 404 naming it', async () => {
    const missing = await gw.client.getAccount('code-nobody').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(recurly.errors.NotFoundError);
    expect((missing as Error).message).toBe("Couldn't find Account with code = nobody");
  });

  it('PUT accounts/{id} changes what it is given and keeps the rest', async () => {
    await gw.client.createAccount({ code: 'acct-2', email: 'old@stat.test', firstName: 'Ada' });
    const updated = await gw.client.updateAccount('code-acct-2', { email: 'new@stat.test' });
    expect(updated).toMatchObject({ email: 'new@stat.test', firstName: 'Ada' });
  });
});

describe('billing info', () => {
  it('PUT billing_info with a token: the card is verified and kept as brand, last four and expiry', async () => {
    await gw.client.createAccount({ code: 'bill-1' });
    const info = await gw.client.updateBillingInfo('code-bill-1', { tokenId: tokens.card('approve', { cardType: 'MasterCard', lastFour: '4444', expMonth: 7, expYear: 2031 }) });
    expect(info).toMatchObject({ object: 'billing_info', firstName: 'Pat', lastName: 'Viewer', valid: true });
    expect(info.paymentMethod).toMatchObject({ object: 'credit_card', cardType: 'MasterCard', lastFour: '4444', expMonth: 7, expYear: 2031, firstSix: null });
    expect((await gw.client.getBillingInfo('code-bill-1')).id).toBe(info.id);
    const transactions = await everyItem(gw.client.listAccountTransactions('code-bill-1').each());
    expect(transactions.map((t) => [t.type, t.status, t.amount])).toEqual([['verify', 'success', 0]]);
  });

  it('a declined card: the transaction error, and the account keeps the card it had', async () => {
    await gw.client.createAccount({ code: 'bill-2', billingInfo: { tokenId: tokens.card() } });
    const declined = await gw.client.updateBillingInfo('code-bill-2', { tokenId: tokens.card('decline') }).catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(recurly.errors.TransactionError);
    expect((await gw.client.getBillingInfo('code-bill-2')).paymentMethod!.lastFour).toBe('1111');
  });

  it('a token is spent once', async () => {
    await gw.client.createAccount({ code: 'bill-3' });
    const token = tokens.card();
    await gw.client.updateBillingInfo('code-bill-3', { tokenId: token });
    const reused = await gw.client.updateBillingInfo('code-bill-3', { tokenId: token }).catch((error: unknown) => error);
    expect(reused).toBeInstanceOf(recurly.errors.InvalidTokenError);
    expect(reused).toMatchObject({ params: [{ param: 'token_id', message: 'is invalid or expired' }] });
  });

  it('an account without billing info: 404', async () => {
    await gw.client.createAccount({ code: 'bill-4' });
    await expect(gw.client.getBillingInfo('code-bill-4')).rejects.toBeInstanceOf(recurly.errors.NotFoundError);
  });

  it('no card number or security code is ever accepted, and none is kept', async () => {
    await gw.client.createAccount({ code: 'bill-5' });
    const refused = await callGateway(gw.gateway, 'PUT', '/accounts/code-bill-5/billing_info', { body: { number: '4111111111111111', month: '12', year: '2030', cvv: '123' } });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ error: { type: 'validation', params: [{ param: 'token_id' }] } });
    const stored = await gw.database.query('SELECT * FROM gateway_billing_infos');
    expect(JSON.stringify(stored)).not.toMatch(/4111111111111111|411111/);
  });
});

describe('balance', () => {
  it('an account with nothing owed and no credit', async () => {
    await gw.client.createAccount({ code: 'bal-1' });
    const balance = await gw.client.getAccountBalance('code-bal-1');
    expect(balance).toMatchObject({ object: 'account_balance', pastDue: false });
    expect(balance.balances).toEqual([expect.objectContaining({ currency: 'USD', amount: 0, availableCreditAmount: 0 })]);
  });
});
