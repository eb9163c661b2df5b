import recurly from 'recurly';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemoryTokenStore, useTestGateway } from '../../../test/payment-gateway.ts';

const clock = { at: new Date('2026-03-10T12:00:00.000Z') };
const tokens = createMemoryTokenStore();
const gw = useTestGateway({ tokens, now: () => clock.at });

let subscriptionId: string;
beforeAll(async () => {
  const bought = await gw.client.createPurchase({
    currency: 'USD',
    account: { code: 'canceler', email: 'canceler@stat.test', billingInfo: { tokenId: tokens.card() } },
    subscriptions: [{ planCode: 'STAT_ESSENTIAL_ANNUAL' }],
  });
  subscriptionId = bought.chargeInvoice!.lineItems![0]!.subscriptionId!;
  await gw.client.createPurchase({ currency: 'USD', account: { code: 'other-account', billingInfo: { tokenId: tokens.card() } }, subscriptions: [{ planCode: 'STAT_PREMIUM_ANNUAL' }] });
});

const refusal = (call: Promise<unknown>) => call.then(() => null, (error: unknown) => error as Error & { params?: unknown });

describe('cancel and reactivate', () => {
  it('cancel keeps the subscription until its term ends (canceled, expires_at the term end); a second cancel is refused', async () => {
    const canceled = await gw.client.cancelSubscription(subscriptionId);
    expect(canceled).toMatchObject({ state: 'canceled', canceledAt: clock.at });
    expect(canceled.expiresAt).toEqual(canceled.currentTermEndsAt);
    expect(canceled.expiresAt).toEqual(new Date('2027-03-10T12:00:00.000Z'));
    // Still live: access lasts until then.
    expect((await gw.client.listAccountSubscriptions('code-canceler', { params: { state: 'live' } }).first())?.id).toBe(subscriptionId);

    const again = await refusal(gw.client.cancelSubscription(subscriptionId));
    expect(again).toBeInstanceOf(recurly.errors.ValidationError);
    expect(again?.message).toBe('Only active and future subscriptions can be canceled');
  });

  it('reactivate brings it back on its billing cycle; an active one is refused', async () => {
    const active = await gw.client.reactivateSubscription(subscriptionId);
    expect(active).toMatchObject({ state: 'active', canceledAt: null, expiresAt: null, currentPeriodEndsAt: new Date('2027-03-10T12:00:00.000Z') });
    const again = await refusal(gw.client.reactivateSubscription(subscriptionId));
    expect(again).toBeInstanceOf(recurly.errors.ValidationError);
    expect(again?.message).toBe('Only canceled subscriptions can be reactivated');
  });

  it('an unknown subscription is a 404', async () => {
    expect(await refusal(gw.client.cancelSubscription('nosuchsub000'))).toBeInstanceOf(recurly.errors.NotFoundError);
    expect(await refusal(gw.client.reactivateSubscription('uuid-nosuch'))).toBeInstanceOf(recurly.errors.NotFoundError);
  });
});

describe('a coupon redeemed on an account', () => {
  it('STAYWITHUS: temporal, 3 months from now, on the subscription; once per account', async () => {
    const redemption = await gw.client.createCouponRedemption('code-canceler', { couponId: 'code-STAYWITHUS', subscriptionId });
    expect(redemption).toMatchObject({
      object: 'coupon_redemption',
      state: 'active',
      subscriptionId,
      account: { code: 'canceler' },
      coupon: { code: 'STAYWITHUS', duration: 'temporal', temporalAmount: 3, temporalUnit: 'month', discount: { percent: 50 } },
      remainingDuration: { type: 'temporal', expiresAt: new Date('2026-06-10T12:00:00.000Z') },
    });
    // The subscription shows it, for the renewals to discount its invoices.
    const subscription = await gw.client.getSubscription(subscriptionId);
    expect(subscription.couponRedemptions?.map((entry) => entry.coupon?.code)).toEqual(['STAYWITHUS']);

    const again = await refusal(gw.client.createCouponRedemption('code-canceler', { couponId: 'code-STAYWITHUS', subscriptionId }));
    expect(again).toBeInstanceOf(recurly.errors.ValidationError);
    expect(again?.params).toEqual([{ param: 'coupon_id', message: 'has already been redeemed on this account' }]);
  });

  it('refuses an unknown or expired coupon, another account’s subscription, and a temporal coupon in a purchase', async () => {
    expect(await refusal(gw.client.createCouponRedemption('code-canceler', { couponId: 'code-NOPE' }))).toBeInstanceOf(recurly.errors.NotFoundError);
    expect(await refusal(gw.client.createCouponRedemption('code-nobody', { couponId: 'code-STAYWITHUS' }))).toBeInstanceOf(recurly.errors.NotFoundError);
    const expired = await refusal(gw.client.createCouponRedemption('code-other-account', { couponId: 'code-EXPIRED2024' }));
    expect(expired?.params).toEqual([{ param: 'coupon_id', message: 'has expired' }]);
    const theirs = await refusal(gw.client.createCouponRedemption('code-other-account', { couponId: 'code-STAYWITHUS', subscriptionId }));
    expect(theirs).toBeInstanceOf(recurly.errors.NotFoundError);
    const purchase = await refusal(
      gw.client.createPurchase({ currency: 'USD', account: { code: 'third', billingInfo: { tokenId: tokens.card() } }, subscriptions: [{ planCode: 'STAT_ESSENTIAL_MONTHLY' }], couponCodes: ['STAYWITHUS'] }),
    );
    expect(purchase).toBeInstanceOf(recurly.errors.ValidationError);
  });
});
