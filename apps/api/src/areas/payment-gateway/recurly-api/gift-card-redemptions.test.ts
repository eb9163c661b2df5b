import { describe, expect, it } from 'vitest';
import { callGateway, everyItem, gatewayRefusal as refusal, useTestGateway } from '../../../test/payment-gateway.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const gw = useTestGateway({ now: () => NOW });

describe('POST gift_cards/{redemption_code}/redeem', () => {
  it("puts the card's value on the account as credit, once", async () => {
    await gw.client.createAccount({ code: 'gift-viewer', email: 'gift@stat.test' });
    const card = await gw.client.redeemGiftCard('STAT-GIFT-0005', { recipientAccount: { code: 'gift-viewer' } });
    expect(card).toMatchObject({ redemptionCode: 'STAT-GIFT-0005', unitAmount: 9.99, balance: 9.99, redeemedAt: NOW });
    const balance = await gw.client.getAccountBalance('code-gift-viewer');
    expect(balance.balances![0]).toMatchObject({ currency: 'USD', amount: -9.99, availableCreditAmount: 9.99 });

    const again = await refusal(gw.client.redeemGiftCard('STAT-GIFT-0005', { recipientAccount: { code: 'gift-viewer' } }));
    expect(again).toMatchObject({ type: 'validation', message: 'Gift card STAT-GIFT-0005 has already been redeemed' });
  });

  it('refuses an unknown code (404), an unknown account and a body without one (422)', async () => {
    expect(await refusal(gw.client.redeemGiftCard('STAT-GIFT-NOPE', { recipientAccount: { code: 'gift-viewer' } }))).toMatchObject({ type: 'not_found' });
    const nobody = await refusal(gw.client.redeemGiftCard('STAT-GIFT-0006', { recipientAccount: { code: 'nobody' } }));
    expect(nobody).toMatchObject({ type: 'validation', params: [{ param: 'recipient_account.code', message: 'is invalid' }] });
    const blank = await callGateway(gw.gateway, 'POST', '/gift_cards/STAT-GIFT-0006/redeem', { body: {} });
    expect(blank.status).toBe(422);
    // Nothing was redeemed by the refusals.
    const cards = await everyItem(gw.client.listGiftCards({ params: { limit: 200 } }).each());
    expect(cards.find((card) => card.redemptionCode === 'STAT-GIFT-0006')?.redeemedAt).toBeNull();
  });

  it('with the same Idempotency-Key redeems once and answers the same card', async () => {
    await gw.client.createAccount({ code: 'gift-retry' });
    const call = () => callGateway(gw.gateway, 'POST', '/gift_cards/STAT-GIFT-0007/redeem', { body: { recipient_account: { code: 'gift-retry' } }, headers: { 'idempotency-key': 'gift-7' } });
    const [first, second] = [await call(), await call()];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.json).toEqual(first.json);
    expect(second.headers.get('idempotency-prior')).toBe('true');
  });
});

describe('a purchase with manual collection (no billing info)', () => {
  it('is paid by the credit alone, and does not renew when auto_renew is false', async () => {
    await gw.client.createAccount({ code: 'gift-manual' });
    await gw.client.redeemGiftCard('STAT-GIFT-0008', { recipientAccount: { code: 'gift-manual' } });
    const collection = await gw.client.createPurchase({
      currency: 'USD',
      collectionMethod: 'manual',
      account: { code: 'gift-manual' },
      subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY', trialEndsAt: NOW, autoRenew: false }],
    });
    expect(collection.chargeInvoice).toMatchObject({ state: 'paid', total: 9.99, paid: 9.99, balance: 0 });
    const [subscription] = await everyItem(gw.client.listAccountSubscriptions('code-gift-manual').each());
    expect(subscription).toMatchObject({ state: 'active', autoRenew: false, plan: { code: 'STAT_ESSENTIAL_MONTHLY' } });
    expect(await everyItem(gw.client.listAccountTransactions('code-gift-manual').each())).toEqual([]);
  });

  it('is refused when the credit does not pay all that is due, and nothing is kept', async () => {
    await gw.client.createAccount({ code: 'gift-short' });
    const refused = await refusal(
      gw.client.createPurchase({ currency: 'USD', collectionMethod: 'manual', account: { code: 'gift-short' }, subscriptions: [{ planCode: 'STAT_PREMIUM_MONTHLY', trialEndsAt: NOW }] }),
    );
    expect(refused).toMatchObject({ type: 'validation', params: [{ param: 'collection_method' }] });
    expect(await everyItem(gw.client.listAccountSubscriptions('code-gift-short').each())).toEqual([]);
  });
});
