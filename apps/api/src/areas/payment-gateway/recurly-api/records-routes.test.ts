import recurly from 'recurly';
import { beforeAll, describe, expect, it } from 'vitest';
import { callGateway, createMemoryTokenStore, everyItem, useTestGateway } from '../../../test/payment-gateway.ts';

const clock = { at: new Date('2026-03-10T12:00:00.000Z') };
const tokens = createMemoryTokenStore();
const gw = useTestGateway({ tokens, now: () => clock.at });

/** One account with a subscription in its trial (bought first) and one paid for (bought a minute later). */
let trialId: string;
let paidInvoiceNumber: string;
beforeAll(async () => {
  const trial = await gw.client.createPurchase({
    currency: 'USD',
    account: { code: 'records', email: 'records@stat.test', billingInfo: { tokenId: tokens.card() } },
    subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY' }],
  });
  trialId = trial.chargeInvoice!.lineItems![0]!.subscriptionId!;
  clock.at = new Date('2026-03-10T12:01:00.000Z');
  const paid = await gw.client.createPurchase({ currency: 'USD', account: { code: 'records' }, subscriptions: [{ planCode: 'STAT_PREMIUM_ANNUAL' }] });
  paidInvoiceNumber = paid.chargeInvoice!.number!;
  clock.at = new Date('2026-03-12T00:00:00.000Z');
});

describe("an account's subscriptions", () => {
  const planCodes = async (params: Record<string, unknown> = {}) =>
    (await everyItem(gw.client.listAccountSubscriptions('code-records', { params }).each())).map((subscription) => subscription.plan!.code);

  it('newest first by default, oldest first with order=asc', async () => {
    expect(await planCodes()).toEqual(['STAT_PREMIUM_ANNUAL', 'STAT_ESSENTIAL_MONTHLY']);
    expect(await planCodes({ order: 'asc' })).toEqual(['STAT_ESSENTIAL_MONTHLY', 'STAT_PREMIUM_ANNUAL']);
  });

  it('filtered by state as Recurly filters: active, in_trial, live, canceled', async () => {
    expect(await planCodes({ state: 'active' })).toEqual(['STAT_PREMIUM_ANNUAL', 'STAT_ESSENTIAL_MONTHLY']);
    expect(await planCodes({ state: 'in_trial' })).toEqual(['STAT_ESSENTIAL_MONTHLY']);
    expect(await planCodes({ state: 'live' })).toHaveLength(2);
    expect(await planCodes({ state: 'canceled' })).toEqual([]);
  });

  it('a page at a time: the next link carries the filter and the cursor', async () => {
    const page = await callGateway(gw.gateway, 'GET', '/accounts/code-records/subscriptions?limit=1&state=active');
    const first = page.json as { has_more: boolean; next: string; data: { plan: { code: string } }[] };
    expect(page.headers.get('recurly-total-records')).toBe('2');
    expect(first).toMatchObject({ object: 'list', has_more: true });
    expect(first.next).toMatch(/^\/accounts\/code-records\/subscriptions\?state=active&limit=1&order=desc&sort=created_at&cursor=/);
    const second = (await callGateway(gw.gateway, 'GET', first.next)).json as { has_more: boolean; next: string | null; data: { plan: { code: string } }[] };
    expect([first.data[0]!.plan.code, second.data[0]!.plan.code, second.has_more, second.next]).toEqual(['STAT_PREMIUM_ANNUAL', 'STAT_ESSENTIAL_MONTHLY', false, null]);
  });

  it('one subscription by id or uuid', async () => {
    const byId = await gw.client.getSubscription(trialId);
    expect(byId.plan!.code).toBe('STAT_ESSENTIAL_MONTHLY');
    expect((await gw.client.getSubscription(`uuid-${byId.uuid}`)).id).toBe(trialId);
    await expect(gw.client.getSubscription('uuid-nope')).rejects.toBeInstanceOf(recurly.errors.NotFoundError);
  });

  it('a bad filter or limit is a 400 naming it', async () => {
    for (const query of ['state=gone', 'limit=0', 'limit=201', 'order=up', 'cursor=%%%']) {
      const answer = await callGateway(gw.gateway, 'GET', `/accounts/code-records/subscriptions?${query}`);
      expect([query, answer.status, (answer.json as { error: { type: string } }).error.type]).toEqual([query, 400, 'bad_request']);
    }
  });
});

describe("an account's invoices and transactions", () => {
  it('invoices newest first; one by number or id, with its lines and its transaction', async () => {
    const invoices = await everyItem(gw.client.listAccountInvoices('code-records').each());
    expect(invoices.map((invoice) => [invoice.total, invoice.state])).toEqual([
      [149.99, 'paid'],
      [0, 'paid'],
    ]);
    const byNumber = await gw.client.getInvoice(`number-${paidInvoiceNumber}`);
    expect(byNumber.id).toBe(invoices[0]!.id);
    expect((await gw.client.getInvoice(byNumber.id!)).number).toBe(paidInvoiceNumber);
    expect(byNumber.lineItems!.map((line) => [line.origin, line.planCode, line.amount])).toEqual([['plan', 'STAT_PREMIUM_ANNUAL', 149.99]]);
    expect(byNumber.transactions!.map((t) => [t.type, t.amount])).toEqual([['purchase', 149.99]]);
    await expect(gw.client.getInvoice('number-1')).rejects.toBeInstanceOf(recurly.errors.NotFoundError);
  });

  it('transactions, filtered by type and success; one by id or uuid', async () => {
    const all = await everyItem(gw.client.listAccountTransactions('code-records').each());
    expect(all.map((t) => t.type)).toEqual(['purchase', 'verify']);
    expect((await everyItem(gw.client.listAccountTransactions('code-records', { params: { type: 'payment' } }).each())).map((t) => t.amount)).toEqual([149.99]);
    expect(await everyItem(gw.client.listAccountTransactions('code-records', { params: { success: 'false' } }).each())).toEqual([]);
    const purchase = all[0]!;
    expect((await gw.client.getTransaction(`uuid-${purchase.uuid}`)).id).toBe(purchase.id);
    expect(purchase.invoice).toMatchObject({ number: paidInvoiceNumber, type: 'charge', state: 'paid' });
  });

  it("another account's lists are its own, and an unknown account is a 404", async () => {
    await gw.client.createAccount({ code: 'records-other' });
    expect(await everyItem(gw.client.listAccountInvoices('code-records-other').each())).toEqual([]);
    await expect(everyItem(gw.client.listAccountInvoices('code-nobody').each())).rejects.toBeInstanceOf(recurly.errors.NotFoundError);
  });
});
