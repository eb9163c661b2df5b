import { describe, expect, it } from 'vitest';
import { callGateway, createMemoryTokenStore, everyItem, gatewayRefusal as refusal, useTestGateway } from '../../../test/payment-gateway.ts';
import { refundCents, splitOverLines } from './refunds.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const tokens = createMemoryTokenStore();
const gw = useTestGateway({ now: () => NOW, tokens });

/** A paid charge invoice: the annual plan with its add-on, bought now (no trial) with a Visa card, and optionally a gift card's credit first. */
async function paidInvoice(code: string, giftCard?: string) {
  const collection = await gw.client.createPurchase({
    currency: 'USD',
    account: { code, billingInfo: { tokenId: tokens.card() } },
    subscriptions: [{ planCode: 'STAT_ESSENTIAL_ANNUAL', addOns: [{ code: 'NORTHSTAR_PLUS', quantity: 1 }], trialEndsAt: NOW }],
    giftCardRedemptionCode: giftCard,
  });
  return collection.chargeInvoice!;
}

describe('the refund rules', () => {
  it.each([
    { lines: [1000], amount: 500, shares: [500] },
    { lines: [9999, 5000], amount: 14999, shares: [9999, 5000] },
    { lines: [9999, 5000], amount: 7500, shares: [5000, 2500] },
    { lines: [1, 1, 1], amount: 2, shares: [1, 1, 0] },
    { lines: [333, 667], amount: 1, shares: [0, 1] },
    { lines: [0, 800], amount: 400, shares: [0, 400] },
  ])('splits $amount over $lines as $shares', ({ lines, amount, shares }) => {
    expect(splitOverLines(lines, amount)).toEqual(shares);
  });

  it.each([
    { body: { type: 'amount' as const, amount: 12.345 }, refundable: 5000, cents: 1235 },
    { body: { type: 'amount' as const }, refundable: 5000, cents: 5000 },
    { body: { type: 'percentage' as const, percentage: 50 }, refundable: 7999, cents: 4000 },
    { body: { type: 'percentage' as const, percentage: 25 }, refundable: 7999, cents: 2000 },
    { body: { type: 'percentage' as const }, refundable: 7999, cents: 7999 },
  ])('$body of $refundable refunds $cents', ({ body, refundable, cents }) => {
    expect(refundCents(body, refundable)).toBe(cents);
  });
});

describe('POST invoices/{invoice_id}/refund', () => {
  it('refunds an amount to the card that paid: a closed credit invoice (origin refund) and a refund transaction', async () => {
    const charge = await paidInvoice('refund-amount');
    expect(charge).toMatchObject({ state: 'paid', refundableAmount: charge.total });
    const credit = await gw.client.refundInvoice(charge.id!, { type: 'amount', amount: 10 });
    expect(credit).toMatchObject({ type: 'credit', origin: 'refund', state: 'closed', total: -10, balance: 0, previousInvoiceId: charge.id });
    expect(credit.lineItems!.reduce((sum, line) => sum + line.amount! * 100, 0)).toBeCloseTo(-1000);
    expect(credit.transactions).toEqual([expect.objectContaining({ type: 'refund', amount: 10, success: true, paymentMethod: expect.objectContaining({ cardType: 'Visa', lastFour: '1111' }) })]);
    const refunds = await everyItem(gw.client.listAccountTransactions('code-refund-amount', { params: { type: 'refund' } }).each());
    expect(refunds.map((transaction) => transaction.amount)).toEqual([10]);
    const after = await gw.client.getInvoice(charge.id!);
    expect(after.refundableAmount).toBeCloseTo(charge.total! - 10);
  });

  it('refunds a percentage of what is left, and never more than was paid net of earlier refunds (422)', async () => {
    const charge = await paidInvoice('refund-percentage');
    const paidCents = Math.round(charge.paid! * 100);
    const half = await gw.client.refundInvoice(charge.id!, { type: 'percentage', percentage: 50 });
    expect(half.total).toBe(-Math.round(paidCents / 2) / 100);
    const tooMuch = await refusal(gw.client.refundInvoice(charge.id!, { type: 'amount', amount: charge.paid! }));
    expect(tooMuch).toMatchObject({ type: 'validation', params: [{ param: 'amount' }] });
    const rest = await gw.client.refundInvoice(charge.id!, { type: 'amount' });
    expect(Math.round(-rest.total! * 100) + Math.round(-half.total! * 100)).toBe(paidCents);
    const none = await refusal(gw.client.refundInvoice(charge.id!, { type: 'percentage', percentage: 1 }));
    expect(none).toMatchObject({ type: 'validation', params: [{ param: 'percentage' }] });
    expect((await gw.client.getInvoice(charge.id!)).refundableAmount).toBe(0);
  });

  it("gives back what credit paid as account credit, the card's share to the card", async () => {
    await gw.client.createAccount({ code: 'refund-gift', email: 'gift-refund@stat.test' });
    const charge = await paidInvoice('refund-gift', 'STAT-GIFT-0009');
    const cardPaid = charge.transactions!.find((transaction) => transaction.type === 'purchase')!.amount!;
    const credit = await gw.client.refundInvoice(charge.id!, { type: 'amount' });
    expect(credit.transactions!.map((transaction) => transaction.amount)).toEqual([cardPaid]);
    expect(credit).toMatchObject({ state: 'open' });
    expect(credit.balance).toBeCloseTo(-(charge.paid! - cardPaid));
  });

  it('refuses an unknown invoice (404), a credit invoice, and bad bodies (422)', async () => {
    expect(await refusal(gw.client.refundInvoice('number-999999', { type: 'amount' }))).toMatchObject({ type: 'not_found' });
    const charge = await paidInvoice('refund-bad');
    const credit = await gw.client.refundInvoice(charge.id!, { type: 'amount', amount: 1 });
    expect(await refusal(gw.client.refundInvoice(credit.id!, { type: 'amount' }))).toMatchObject({ type: 'validation', params: [{ param: 'invoice_id' }] });
    for (const body of [{}, { type: 'line_items' }, { type: 'amount', percentage: 10 }, { type: 'percentage', percentage: 101 }, { type: 'amount', amount: -1 }, { type: 'amount', refund_method: 'all_credit' }]) {
      const answer = await callGateway(gw.gateway, 'POST', `/invoices/${charge.id}/refund`, { body });
      expect({ body, status: answer.status }).toEqual({ body, status: 422 });
    }
  });

  it('with the same Idempotency-Key refunds once and answers the same credit invoice', async () => {
    const charge = await paidInvoice('refund-retry');
    const call = () => callGateway(gw.gateway, 'POST', `/invoices/${charge.id}/refund`, { body: { type: 'amount', amount: 5 }, headers: { 'idempotency-key': 'refund-5' } });
    const [first, second] = [await call(), await call()];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.json).toEqual(first.json);
    const refunds = await everyItem(gw.client.listAccountTransactions('code-refund-retry', { params: { type: 'refund' } }).each());
    expect(refunds).toHaveLength(1);
  });
});
