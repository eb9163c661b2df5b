import recurly from 'recurly';
import { describe, expect, it } from 'vitest';
import { createMemoryTokenStore, everyItem, useTestGateway } from '../../../test/payment-gateway.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const IN_7_DAYS = new Date('2026-03-17T12:00:00.000Z');
const tokens = createMemoryTokenStore();
const gw = useTestGateway({ tokens, now: () => NOW });

let accounts = 0;
/** A new account's part of a purchase, paying with `tokenId` when given. */
function newAccount(tokenId?: string) {
  accounts += 1;
  return { code: `viewer-${accounts}`, email: `viewer-${accounts}@stat.test`, firstName: 'Pat', lastName: 'Viewer', billingInfo: tokenId ? { tokenId } : undefined };
}

/** What the client's errors carry (its type declarations leave them out). */
interface Refusal extends Error {
  type: string;
  params?: { param: string; message: string }[];
  transactionError?: { transactionId: string; [field: string]: unknown };
}

/** The error a call rejects with (one of the recurly client's classes). */
async function refusal(call: Promise<unknown>): Promise<Refusal> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(recurly.ApiError);
  return error as never;
}

describe('POST purchases/preview', () => {
  it('Premium monthly with WELCOME50: the 7-day trial charges nothing today and keeps the coupon for the first paid month; nothing is stored', async () => {
    const account = newAccount(tokens.card());
    const preview = await gw.client.previewPurchase({
      currency: 'USD',
      account,
      subscriptions: [{ planCode: 'STAT_PREMIUM_MONTHLY' }],
      couponCodes: ['WELCOME50'],
    });
    const invoice = preview.chargeInvoice!;
    expect(invoice).toMatchObject({ id: null, state: 'pending', total: 0, subtotal: 0, discount: 0, balance: 0 });
    expect(invoice.lineItems!.map((line) => [line.origin, line.planCode, line.amount, line.endDate])).toEqual([['plan_trial', 'STAT_PREMIUM_MONTHLY', 0, IN_7_DAYS]]);
    await expect(gw.client.getAccount(`code-${account.code}`)).rejects.toBeInstanceOf(recurly.errors.NotFoundError);
    // The token was not used up: the purchase can still spend it.
    await expect(gw.client.createPurchase({ currency: 'USD', account, subscriptions: [{ planCode: 'STAT_PREMIUM_MONTHLY' }] })).resolves.toBeDefined();
  });

  it('Essential annual with ANNUAL20 and a gift card: the coupon comes off the year, the card credit off what is due today', async () => {
    const preview = await gw.client.previewPurchase({
      currency: 'USD',
      account: newAccount(),
      subscriptions: [{ planCode: 'STAT_ESSENTIAL_ANNUAL' }],
      couponCodes: ['ANNUAL20'],
      giftCardRedemptionCode: 'STAT-GIFT-0009',
    });
    expect(preview.chargeInvoice).toMatchObject({ subtotal: 99.99, discount: 20, total: 79.99, paid: 9.99, balance: 70 });
    expect(preview.chargeInvoice!.creditPayments!.map((payment) => payment.amount)).toEqual([9.99]);
    expect(preview.chargeInvoice!.couponRedemptions!.map((redemption) => [redemption.coupon!.code, redemption.discounted])).toEqual([['ANNUAL20', 20]]);
    expect(preview.creditInvoices!.map((credit) => [credit.origin, credit.total, credit.balance])).toEqual([['gift_card', -9.99, 0]]);
    const cards = await everyItem(gw.client.listGiftCards({ params: { limit: 200 } }).each());
    expect(cards.find((card) => card.redemptionCode === 'STAT-GIFT-0009')?.redeemedAt).toBeNull();
  });
});

describe('POST purchases', () => {
  it('Premium monthly in its trial with WELCOME50 and the Visa: the card is verified, the subscription active with its trial, the coupon waits', async () => {
    const account = newAccount(tokens.card());
    const purchase = await gw.client.createPurchase({ currency: 'USD', account, subscriptions: [{ planCode: 'STAT_PREMIUM_MONTHLY' }], couponCodes: ['WELCOME50'] });
    expect(purchase.chargeInvoice).toMatchObject({ state: 'paid', type: 'charge', origin: 'purchase', total: 0, paid: 0, balance: 0 });
    expect(purchase.chargeInvoice!.number).toMatch(/^\d{4,}$/);
    expect(purchase.verificationTransactions!.map((t) => [t.type, t.status, t.amount, t.paymentMethod!.lastFour])).toEqual([['verify', 'success', 0, '1111']]);

    const [subscription] = await everyItem(gw.client.listAccountSubscriptions(`code-${account.code}`).each());
    expect(subscription).toMatchObject({ state: 'active', trialStartedAt: NOW, trialEndsAt: IN_7_DAYS, currentPeriodEndsAt: IN_7_DAYS, unitAmount: 14.99 });
    expect(subscription!.plan!.code).toBe('STAT_PREMIUM_MONTHLY');
    expect(subscription!.couponRedemptions!.map((r) => [r.coupon!.code, r.state])).toEqual([['WELCOME50', 'active']]);

    const billingInfo = await gw.client.getBillingInfo(`code-${account.code}`);
    expect(billingInfo.paymentMethod).toMatchObject({ object: 'credit_card', cardType: 'Visa', lastFour: '1111', expMonth: 12, expYear: 2030, firstSix: null });
    expect(await gw.client.getAccount(`code-${account.code}`)).toMatchObject({ hasActiveSubscription: true, hasLiveSubscription: true, email: account.email });
  });

  it('Essential annual with ANNUAL20 and STAT-GIFT-0001: the gift card is redeemed as credit, spent first, and the card pays the rest', async () => {
    const account = newAccount(tokens.card());
    const purchase = await gw.client.createPurchase({
      currency: 'USD',
      account,
      subscriptions: [{ planCode: 'STAT_ESSENTIAL_ANNUAL' }],
      couponCodes: ['ANNUAL20'],
      giftCardRedemptionCode: 'STAT-GIFT-0001',
    });
    const invoice = purchase.chargeInvoice!;
    expect(invoice).toMatchObject({ state: 'paid', total: 79.99, discount: 20, paid: 79.99, balance: 0 });
    expect(invoice.transactions!.map((t) => [t.type, t.status, t.amount])).toEqual([['purchase', 'success', 70]]);
    expect(invoice.creditPayments!.map((p) => [p.amount, p.originalInvoice!.type])).toEqual([[9.99, 'credit']]);
    expect(purchase.creditInvoices!.map((credit) => [credit.origin, credit.total, credit.balance, credit.state])).toEqual([['gift_card', -9.99, 0, 'closed']]);
    expect(purchase.verificationTransactions).toEqual([]);

    const cards = await everyItem(gw.client.listGiftCards({ params: { limit: 200 } }).each());
    const redeemed = cards.find((card) => card.redemptionCode === 'STAT-GIFT-0001')!;
    const stored = await gw.client.getAccount(`code-${account.code}`);
    expect(redeemed).toMatchObject({ recipientAccountId: stored.id, redemptionInvoiceId: purchase.creditInvoices![0]!.id, balance: 0 });
    expect(redeemed.redeemedAt).toEqual(NOW);
    const [subscription] = await everyItem(gw.client.listAccountSubscriptions(`code-${account.code}`).each());
    expect(subscription).toMatchObject({ trialEndsAt: null, currentPeriodEndsAt: new Date('2027-03-10T12:00:00.000Z') });
    expect(subscription!.couponRedemptions!.map((r) => [r.state, r.discounted])).toEqual([['inactive', 20]]);
  });

  it('a gift card worth more than what is due leaves the rest as account credit, spent first by the next purchase', async () => {
    const account = newAccount(tokens.card());
    const purchase = await gw.client.createPurchase({
      currency: 'USD',
      account,
      subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY', trialEndsAt: NOW }],
      couponCodes: ['WELCOME50'],
      giftCardRedemptionCode: 'STAT-GIFT-0002',
    });
    expect(purchase.chargeInvoice).toMatchObject({ total: 4.99, paid: 4.99, balance: 0 });
    expect(purchase.verificationTransactions!.map((t) => t.type)).toEqual(['verify']);
    const balance = await gw.client.getAccountBalance(`code-${account.code}`);
    expect(balance.balances).toEqual([expect.objectContaining({ currency: 'USD', availableCreditAmount: 5, amount: -5 })]);

    // The next purchase spends that credit first, then a new gift card's, then the card.
    const next = { currency: 'USD', account: { code: account.code }, subscriptions: [{ planCode: 'STAT_ESSENTIAL_ANNUAL' }], giftCardRedemptionCode: 'STAT-GIFT-0005' };
    const preview = await gw.client.previewPurchase(next);
    expect(preview.chargeInvoice!.creditPayments!.map((payment) => payment.amount)).toEqual([5, 9.99]);
    expect(preview.chargeInvoice).toMatchObject({ total: 99.99, paid: 14.99, balance: 85 });
    const bought = await gw.client.createPurchase(next);
    expect(bought.chargeInvoice!.creditPayments!.map((payment) => payment.amount)).toEqual([5, 9.99]);
    expect(bought.chargeInvoice!.transactions!.map((t) => t.amount)).toEqual([85]);
    expect((await gw.client.getAccountBalance(`code-${account.code}`)).balances![0]!.availableCreditAmount).toBe(0);
  });

  it('STAT-GIFT-USED, and a card this gateway redeemed, are refused as already redeemed', async () => {
    for (const code of ['STAT-GIFT-USED', 'STAT-GIFT-0001']) {
      const error = await refusal(gw.client.previewPurchase({ currency: 'USD', account: newAccount(), subscriptions: [{ planCode: 'STAT_ESSENTIAL_ANNUAL' }], giftCardRedemptionCode: code }));
      expect(error).toBeInstanceOf(recurly.errors.ValidationError);
      expect(error.params).toEqual([{ param: 'gift_card_redemption_code', message: 'has already been redeemed' }]);
      expect(error.message).toBe(`Gift card ${code} has already been redeemed`);
    }
  });

  it('the decline card: a transaction error with the decline message, nothing stored as a subscription, and the next card goes through', async () => {
    const account = newAccount(tokens.card('decline'));
    const error = await refusal(gw.client.createPurchase({ currency: 'USD', account, subscriptions: [{ planCode: 'STAT_ESSENTIAL_ANNUAL' }] }));
    expect(error).toBeInstanceOf(recurly.errors.TransactionError);
    expect(error.message).toBe('Your transaction was declined. Please use a different card or contact your bank.');
    expect(error.transactionError).toMatchObject({ object: 'transaction_error', code: 'declined', category: 'soft', message: error.message });
    const declined = await gw.client.getTransaction(error.transactionError!.transactionId);
    expect(declined).toMatchObject({ status: 'declined', success: false, amount: 99.99, invoice: null });
    expect(await everyItem(gw.client.listAccountSubscriptions(`code-${account.code}`).each())).toEqual([]);
    await expect(gw.client.getBillingInfo(`code-${account.code}`)).rejects.toBeInstanceOf(recurly.errors.NotFoundError);

    const retry = { ...account, billingInfo: { tokenId: tokens.card('approve', { cardType: 'MasterCard', lastFour: '4444' }) } };
    const purchase = await gw.client.createPurchase({ currency: 'USD', account: retry, subscriptions: [{ planCode: 'STAT_ESSENTIAL_ANNUAL' }] });
    expect(purchase.chargeInvoice!.transactions!.map((t) => [t.status, t.paymentMethod!.cardType])).toEqual([['success', 'MasterCard']]);
    const transactions = await everyItem(gw.client.listAccountTransactions(`code-${account.code}`).each());
    expect(transactions.map((t) => t.status).sort()).toEqual(['declined', 'success']);
  });

  it('the decline card in a trial is declined at the verification', async () => {
    const error = await refusal(gw.client.createPurchase({ currency: 'USD', account: newAccount(tokens.card('decline')), subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY' }] }));
    expect(error).toBeInstanceOf(recurly.errors.TransactionError);
    expect((await gw.client.getTransaction(error.transactionError!.transactionId)).type).toBe('verify');
  });

  it('the renewal-decline card approves now', async () => {
    const purchase = await gw.client.createPurchase({ currency: 'USD', account: newAccount(tokens.card('decline_at_renewal')), subscriptions: [{ planCode: 'STAT_PREMIUM_ANNUAL' }] });
    expect(purchase.chargeInvoice!.transactions!.map((t) => [t.status, t.amount, t.paymentMethod!.lastFour])).toEqual([['success', 149.99, '0341']]);
  });

  it('a bundle: the add-on at the plan interval’s price, on the invoice and the subscription', async () => {
    const account = newAccount(tokens.card());
    const purchase = await gw.client.createPurchase({
      currency: 'USD',
      account,
      subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY', addOns: [{ code: 'NORTHSTAR_PLUS' }], trialEndsAt: NOW }],
    });
    expect(purchase.chargeInvoice!.lineItems!.map((line) => [line.origin, line.addOnCode ?? null, line.amount])).toEqual([
      ['plan', null, 9.99],
      ['add_on', 'NORTHSTAR_PLUS', 5],
    ]);
    expect(purchase.chargeInvoice!.total).toBe(14.99);
    const [subscription] = await everyItem(gw.client.listAccountSubscriptions(`code-${account.code}`).each());
    expect(subscription!.addOns!.map((addOn) => [addOn.addOn!.code, addOn.quantity, addOn.unitAmount])).toEqual([['NORTHSTAR_PLUS', 1, 5]]);
    expect(subscription).toMatchObject({ addOnsTotal: 5, subtotal: 14.99 });
  });

  it('PayPal: the billing agreement pays, and billing info shows it', async () => {
    const account = newAccount(tokens.paypal());
    const purchase = await gw.client.createPurchase({ currency: 'USD', account, subscriptions: [{ planCode: 'STAT_ESSENTIAL_ANNUAL' }] });
    expect(purchase.chargeInvoice!.transactions![0]!.paymentMethod).toMatchObject({ object: 'paypal_billing_agreement', billingAgreementId: expect.stringMatching(/^B-/) });
    expect((await gw.client.getBillingInfo(`code-${account.code}`)).paymentMethod!.object).toBe('paypal_billing_agreement');
  });

  it('an account with billing info buys again without a token, on the card it has', async () => {
    const account = newAccount(tokens.card());
    await gw.client.createPurchase({ currency: 'USD', account, subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY' }] });
    const again = await gw.client.createPurchase({ currency: 'USD', account: { code: account.code }, subscriptions: [{ planCode: 'STAT_PREMIUM_ANNUAL' }] });
    expect(again.chargeInvoice!.transactions!.map((t) => [t.amount, t.paymentMethod!.lastFour])).toEqual([[149.99, '1111']]);
    expect(await everyItem(gw.client.listAccountSubscriptions(`code-${account.code}`).each())).toHaveLength(2);
  });

  describe('refusals, each naming the field', () => {
    const cases: { name: string; body: () => Record<string, unknown>; kind: unknown; param: string; message?: RegExp }[] = [
      { name: 'an unknown plan', body: () => ({ subscriptions: [{ planCode: 'STAT_GOLD' }] }), kind: recurly.errors.ValidationError, param: 'subscriptions[0].plan_code' },
      {
        name: 'an unknown add-on',
        body: () => ({ subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY', addOns: [{ code: 'NOPE' }] }] }),
        kind: recurly.errors.ValidationError,
        param: 'subscriptions[0].add_ons[0].code',
      },
      {
        name: 'a coupon for other plans',
        body: () => ({ subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY' }], couponCodes: ['ANNUAL20'] }),
        kind: recurly.errors.ValidationError,
        param: 'coupon_codes',
        message: /^Coupon ANNUAL20 does not apply to STAT_ESSENTIAL_MONTHLY$/,
      },
      {
        name: 'an expired coupon',
        body: () => ({ subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY' }], couponCodes: ['EXPIRED2024'] }),
        kind: recurly.errors.ValidationError,
        param: 'coupon_codes',
        message: /^Coupon EXPIRED2024 has expired$/,
      },
      {
        name: 'an unknown coupon',
        body: () => ({ subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY' }], couponCodes: ['NOPE'] }),
        kind: recurly.errors.ValidationError,
        param: 'coupon_codes',
        message: /^Couldn't find Coupon with code = NOPE$/,
      },
      { name: 'an unknown gift card', body: () => ({ subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY' }], giftCardRedemptionCode: 'NOPE' }), kind: recurly.errors.ValidationError, param: 'gift_card_redemption_code' },
      { name: 'another currency', body: () => ({ currency: 'EUR', subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY' }] }), kind: recurly.errors.ValidationError, param: 'currency' },
      { name: 'no subscription', body: () => ({ subscriptions: [] }), kind: recurly.errors.ValidationError, param: 'subscriptions' },
      { name: 'an account without a code', body: () => ({ account: { email: 'x@stat.test' }, subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY' }] }), kind: recurly.errors.ValidationError, param: 'account.code' },
      { name: 'a new account without billing info', body: () => ({ account: newAccount(), subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY' }] }), kind: recurly.errors.ValidationError, param: 'account.billing_info' },
      {
        name: 'a token already used (or never made)',
        body: () => ({ account: newAccount('not-a-token'), subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY' }] }),
        kind: recurly.errors.InvalidTokenError,
        param: 'account.billing_info.token_id',
      },
      { name: 'a one-time charge without a description', body: () => ({ lineItems: [{ currency: 'USD', unitAmount: 5 }] }), kind: recurly.errors.ValidationError, param: 'line_items[0].description' },
      { name: 'a one-time charge of a fraction of a cent', body: () => ({ lineItems: [{ ...FIGHT, unitAmount: 5.001 }] }), kind: recurly.errors.ValidationError, param: 'line_items[0].unit_amount' },
      { name: 'a one-time charge of nothing', body: () => ({ lineItems: [{ ...FIGHT, unitAmount: 0 }] }), kind: recurly.errors.ValidationError, param: 'line_items[0].unit_amount' },
      { name: 'a one-time charge in another currency', body: () => ({ lineItems: [{ ...FIGHT, currency: 'EUR' }] }), kind: recurly.errors.ValidationError, param: 'line_items[0].currency' },
      { name: 'two of a one-time charge', body: () => ({ lineItems: [{ ...FIGHT, quantity: 2 }] }), kind: recurly.errors.ValidationError, param: 'line_items[0].quantity' },
      {
        name: 'a plan coupon on a one-time charge',
        body: () => ({ lineItems: [FIGHT], couponCodes: ['WELCOME50'] }),
        kind: recurly.errors.ValidationError,
        param: 'coupon_codes',
        message: /^Coupon WELCOME50 does not apply to one-time charges$/,
      },
    ];
    it.each(cases)('$name', async ({ body, kind, param, message }) => {
      const error = await refusal(gw.client.createPurchase({ currency: 'USD', account: newAccount(tokens.card()), ...body() } as never));
      expect(error).toBeInstanceOf(kind);
      expect(error.params!.map((p) => p.param)).toEqual([param]);
      if (message) expect(error.message).toMatch(message);
    });
  });
});

/** The pay-per-view as the API sells it: one charge of its price, its product id as the product code. */
const FIGHT = { currency: 'USD', unitAmount: 79.99, quantity: 1, productCode: 'ppv-okafor-vukovic', description: 'Heavyweight Unification: Okafor vs. Vukovic' };

describe('one-time charges (line_items)', () => {
  it('a purchase of a line item alone: a paid charge invoice, origin purchase, with the line as sold, paid by the card; no subscription', async () => {
    const account = newAccount(tokens.card());
    const purchase = await gw.client.createPurchase({ currency: 'USD', account, lineItems: [FIGHT] });
    const invoice = purchase.chargeInvoice!;
    expect(invoice).toMatchObject({ state: 'paid', origin: 'purchase', total: 79.99, paid: 79.99, balance: 0 });
    expect(invoice.lineItems!.map((line) => [line.origin, line.productCode, line.description, line.amount, line.planCode, line.subscriptionId])).toEqual([
      ['one_time', FIGHT.productCode, FIGHT.description, 79.99, null, null],
    ]);
    expect(invoice.transactions!.map((t) => [t.type, t.amount, t.success])).toEqual([['purchase', 79.99, true]]);
    expect(await everyItem(gw.client.listAccountSubscriptions(`code-${account.code}`).each())).toEqual([]);
    // The transaction lists with the account's others, its invoice's line the event.
    const [transaction] = await everyItem(gw.client.listAccountTransactions(`code-${account.code}`).each());
    expect([transaction!.amount, transaction!.invoice!.number, transaction!.description]).toEqual([79.99, invoice.number, FIGHT.description]);
  });

  it('FIGHTNIGHT10 takes $10 off the charge, in the preview and the purchase', async () => {
    const account = newAccount(tokens.card());
    const preview = await gw.client.previewPurchase({ currency: 'USD', account, lineItems: [FIGHT], couponCodes: ['FIGHTNIGHT10'] });
    expect(preview.chargeInvoice).toMatchObject({ subtotal: 79.99, discount: 10, total: 69.99, balance: 69.99 });
    const purchase = await gw.client.createPurchase({ currency: 'USD', account, lineItems: [FIGHT], couponCodes: ['FIGHTNIGHT10'] });
    expect(purchase.chargeInvoice).toMatchObject({ subtotal: 79.99, discount: 10, total: 69.99 });
    expect(purchase.chargeInvoice!.transactions!.map((t) => t.amount)).toEqual([69.99]);
  });

  it('FIGHTNIGHT10 as Recurly answers it: a fixed USD discount that applies to one-time charges', async () => {
    const coupon = await gw.client.getCoupon('code-FIGHTNIGHT10');
    expect(coupon).toMatchObject({ state: 'redeemable', appliesToNonPlanCharges: true, discount: { type: 'fixed', currencies: [{ currency: 'USD', amount: 10 }] } });
  });

  it('FIGHTNIGHT10 does not apply to a plan', async () => {
    const error = await refusal(gw.client.createPurchase({ currency: 'USD', account: newAccount(tokens.card()), subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY' }], couponCodes: ['FIGHTNIGHT10'] }));
    expect(error.message).toBe('Coupon FIGHTNIGHT10 does not apply to STAT_ESSENTIAL_MONTHLY');
  });

  it('without a token the saved billing info pays; an account without one is refused', async () => {
    const account = newAccount(tokens.card());
    await gw.client.createPurchase({ currency: 'USD', account, subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY' }], lineItems: [FIGHT] });
    const again = await gw.client.createPurchase({ currency: 'USD', account: { code: account.code }, lineItems: [{ ...FIGHT, unitAmount: 5 }] });
    expect(again.chargeInvoice!.transactions!.map((t) => [t.amount, t.paymentMethod!.lastFour])).toEqual([[5, '1111']]);
    const none = await refusal(gw.client.createPurchase({ currency: 'USD', account: newAccount(), lineItems: [FIGHT] }));
    expect(none).toBeInstanceOf(recurly.errors.ValidationError);
    expect(none.params!.map((p) => p.param)).toEqual(['account.billing_info']);
  });

  it('a subscription and a line item on one invoice: the plan lines, then the charge', async () => {
    const purchase = await gw.client.createPurchase({ currency: 'USD', account: newAccount(tokens.card()), subscriptions: [{ planCode: 'STAT_ESSENTIAL_ANNUAL' }], lineItems: [FIGHT] });
    expect(purchase.chargeInvoice!.lineItems!.map((line) => [line.origin, line.amount])).toEqual([
      ['plan', 99.99],
      ['one_time', 79.99],
    ]);
    expect(purchase.chargeInvoice!.total).toBe(179.98);
  });

  it('the account credit pays first (a gift card), the card the rest', async () => {
    const purchase = await gw.client.createPurchase({ currency: 'USD', account: newAccount(tokens.card()), lineItems: [FIGHT], giftCardRedemptionCode: 'STAT-GIFT-0008' });
    const invoice = purchase.chargeInvoice!;
    expect(invoice).toMatchObject({ total: 79.99, paid: 79.99, balance: 0 });
    expect(invoice.creditPayments!.map((payment) => payment.amount)).toEqual([9.99]);
    expect(invoice.transactions!.map((t) => t.amount)).toEqual([70]);
  });

  it('the decline card: the transaction error, the declined transaction kept, no paid invoice', async () => {
    const account = newAccount(tokens.card('decline'));
    const error = await refusal(gw.client.createPurchase({ currency: 'USD', account, lineItems: [FIGHT] }));
    expect(error).toBeInstanceOf(recurly.errors.TransactionError);
    expect(await everyItem(gw.client.listAccountInvoices(`code-${account.code}`).each())).toEqual([]);
    const transactions = await everyItem(gw.client.listAccountTransactions(`code-${account.code}`).each());
    expect(transactions.map((t) => [t.amount, t.success])).toEqual([[79.99, false]]);
  });
});
