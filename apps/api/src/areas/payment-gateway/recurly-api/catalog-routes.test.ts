import { join } from 'node:path';
import recurly from 'recurly';
import { describe, expect, it } from 'vitest';
import { loadPlansFile, type PlansFile } from '../../billing/plans-file.ts';
import { SEED_DIR } from '../../../paths.ts';
import { everyItem, useTestGateway } from '../../../test/payment-gateway.ts';
import { createCatalogRepository } from './catalog-repository.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const gw = useTestGateway({ now: () => NOW });

describe('plans', () => {
  it('lists the plans file, priced in dollars, an annual plan as 12 months, the trial in days', async () => {
    const plans = await everyItem(gw.client.listPlans({ params: { limit: 200, order: 'asc' } }).each());
    expect(plans.map((plan) => [plan.code, plan.name, plan.intervalUnit, plan.intervalLength, plan.trialUnit, plan.trialLength, plan.currencies![0]!.unitAmount]).sort()).toEqual([
      ['STAT_ESSENTIAL_ANNUAL', 'Essential', 'months', 12, 'days', 0, 99.99],
      ['STAT_ESSENTIAL_MONTHLY', 'Essential', 'months', 1, 'days', 7, 9.99],
      ['STAT_PREMIUM_ANNUAL', 'Premium', 'months', 12, 'days', 0, 149.99],
      ['STAT_PREMIUM_MONTHLY', 'Premium', 'months', 1, 'days', 7, 14.99],
    ]);
    expect(plans.every((plan) => plan.state === 'active' && plan.trialRequiresBillingInfo)).toBe(true);
  });

  it('pages: each page follows the last, the total in Recurly-Total-Records, and the Pager walks them all', async () => {
    const first = await gw.client.listPlans({ params: { limit: 3 } }).eachPage()[Symbol.asyncIterator]().next();
    expect(first.value).toHaveLength(3);
    expect(await gw.client.listPlans({ params: { limit: 1 } }).count()).toBe(4);
    const codes = (await everyItem(gw.client.listPlans({ params: { limit: 1 } }).each())).map((plan) => plan.code);
    expect(new Set(codes).size).toBe(4);
  });

  it('one plan by code or id; its add-on priced for its interval', async () => {
    const annual = await gw.client.getPlan('code-STAT_PREMIUM_ANNUAL');
    expect((await gw.client.getPlan(annual.id!)).code).toBe('STAT_PREMIUM_ANNUAL');
    const [annualAddOn] = await everyItem(gw.client.listPlanAddOns(annual.id!).each());
    const [monthlyAddOn] = await everyItem(gw.client.listPlanAddOns('code-STAT_PREMIUM_MONTHLY').each());
    expect([annualAddOn, monthlyAddOn].map((addOn) => [addOn!.code, addOn!.name, addOn!.planId === annual.id, addOn!.currencies![0]!.unitAmount])).toEqual([
      ['NORTHSTAR_PLUS', 'Northstar+', true, 50],
      ['NORTHSTAR_PLUS', 'Northstar+', false, 5],
    ]);
    await expect(gw.client.getPlan('code-STAT_GOLD')).rejects.toBeInstanceOf(recurly.errors.NotFoundError);
  });
});

describe('coupons', () => {
  it('WELCOME50: 50 % off the first period of the monthly plans, redeemable', async () => {
    const coupon = await gw.client.getCoupon('code-WELCOME50');
    expect(coupon).toMatchObject({ code: 'WELCOME50', state: 'redeemable', duration: 'single_use', appliesToAllPlans: false, redeemBy: null, expiredAt: null });
    expect(coupon.discount).toMatchObject({ type: 'percent', percent: 50 });
    expect(coupon.plans!.map((plan) => plan.code)).toEqual(['STAT_ESSENTIAL_MONTHLY', 'STAT_PREMIUM_MONTHLY']);
  });

  it('EXPIRED2024: expired since its redeem_by', async () => {
    const coupon = await gw.client.getCoupon('code-EXPIRED2024');
    expect(coupon).toMatchObject({ state: 'expired', redeemBy: new Date('2024-12-31T23:59:59Z'), expiredAt: new Date('2024-12-31T23:59:59Z') });
  });

  it('an unknown code: 404', async () => {
    const missing = await gw.client.getCoupon('code-NOPE').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(recurly.errors.NotFoundError);
    expect((missing as Error).message).toBe("Couldn't find Coupon with code = NOPE");
  });
});

describe('gift cards', () => {
  it('the file’s cards, STAT-GIFT-USED redeemed before it reached the gateway; one by id', async () => {
    const cards = await everyItem(gw.client.listGiftCards({ params: { limit: 200 } }).each());
    expect(cards.map((card) => card.redemptionCode).sort()).toEqual([...Array.from({ length: 9 }, (_, i) => `STAT-GIFT-000${i + 1}`), 'STAT-GIFT-USED']);
    const used = cards.find((card) => card.redemptionCode === 'STAT-GIFT-USED')!;
    expect(used).toMatchObject({ unitAmount: 9.99, balance: 0, redeemedAt: NOW, recipientAccountId: null });
    const fresh = await gw.client.getGiftCard(cards.find((card) => card.redemptionCode === 'STAT-GIFT-0004')!.id!);
    expect(fresh).toMatchObject({ unitAmount: 9.99, balance: 9.99, redeemedAt: null, currency: 'USD' });
    await expect(gw.client.getGiftCard('nope')).rejects.toBeInstanceOf(recurly.errors.NotFoundError);
  });
});

describe('seeding from the plans file', () => {
  it('updates what changed, deactivates what left the file, and never un-redeems a card', async () => {
    const file: PlansFile = await loadPlansFile(join(SEED_DIR, 'plans.json'));
    const later = new Date('2026-04-01T00:00:00.000Z');
    const catalog = createCatalogRepository(gw.database.db, () => later);
    await gw.database.query("UPDATE gateway_gift_cards SET redeemed_at = now() WHERE redemption_code = 'STAT-GIFT-0008'");
    await catalog.seed({
      ...file,
      plans: file.plans.filter((plan) => plan.code !== 'STAT_PREMIUM_ANNUAL').map((plan) => (plan.code === 'STAT_ESSENTIAL_MONTHLY' ? { ...plan, priceInCents: 1099 } : plan)),
      coupons: file.coupons.filter((coupon) => coupon.code !== 'ANNUAL20'),
      giftCards: file.giftCards.map((card) => ({ ...card, redeemed: false })),
    });
    expect((await gw.client.getPlan('code-STAT_ESSENTIAL_MONTHLY')).currencies![0]!.unitAmount).toBe(10.99);
    expect(await gw.client.getPlan('code-STAT_PREMIUM_ANNUAL')).toMatchObject({ state: 'inactive', deletedAt: later });
    expect(await gw.client.getCoupon('code-ANNUAL20')).toMatchObject({ state: 'expired', expiredAt: later });
    const cards = await everyItem(gw.client.listGiftCards({ params: { limit: 200 } }).each());
    expect(cards.filter((card) => card.redeemedAt).map((card) => card.redemptionCode).sort()).toEqual(['STAT-GIFT-0008', 'STAT-GIFT-USED']);

    // Back as it was: the plan and the coupon return.
    await catalog.seed(file);
    expect(await gw.client.getPlan('code-STAT_PREMIUM_ANNUAL')).toMatchObject({ state: 'active', deletedAt: null });
    expect((await gw.client.getCoupon('code-ANNUAL20')).state).toBe('redeemable');
  });
});
