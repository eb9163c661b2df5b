import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, ERROR_CODES, previewPlansSchema } from '@stat/contracts';
import { call, useBillingApp } from '../../test/billing.ts';
import { expectError } from '../../test/expect-error.ts';
import { APP_HEADERS } from '../../test/test-app.ts';

const { t, newViewer, clock } = useBillingApp();
const DAY = 24 * 3600 * 1000;

const preview = async (headers: Record<string, string>, body: object) => {
  const response = await call(t.app, 'POST', '/api/user/previewplans', headers, body);
  expect(response.statusCode, response.body).toBe(200);
  return previewPlansSchema.parse(response.json());
};

describe('POST user/previewplans', () => {
  it('Premium monthly with WELCOME50 for a first-time subscriber: nothing today, the trial’s end, then the discounted first month', async () => {
    const { headers } = await newViewer();
    const answer = await preview(headers, { plans: ['STAT_PREMIUM_MONTHLY'], couponCode: 'welcome50' });
    expect(answer).toMatchObject({ trialEligible: true, existingAccountCreditInCents: 0, totalNewAccountCreditInCents: 0, giftCard: null, coupon: { code: 'WELCOME50' } });
    const [plan] = answer.plans;
    expect(plan).toMatchObject({ productCode: 'STAT_PREMIUM_MONTHLY', dueTodayInCents: 0, subtotalTodayInCents: 0, nextChargeInCents: 749, nextDiscountInCents: 750 });
    expect(plan!.trialEndsAt).toBe(clock.now().getTime() + 7 * DAY);
    expect(plan!.nextChargeAt).toBe(plan!.trialEndsAt);
  });

  it('a gift card lowers what is due today for a plan without a trial (Essential annual with ANNUAL20)', async () => {
    const { headers } = await newViewer();
    const answer = await preview(headers, { plans: ['STAT_ESSENTIAL_ANNUAL'], couponCode: 'ANNUAL20', giftCardCode: 'stat-gift-0001' });
    expect(answer.giftCard).toEqual({ code: 'STAT-GIFT-0001', amountInCents: 999 });
    expect(answer.totalNewAccountCreditInCents).toBe(999);
    expect(answer.plans[0]).toMatchObject({ subtotalTodayInCents: 9999, discountTodayInCents: 2000, creditTodayInCents: 999, dueTodayInCents: 7000, trialEndsAt: null, nextChargeInCents: 9999 });
  });

  it('prices a bundle with Northstar+', async () => {
    const { headers } = await newViewer();
    const answer = await preview(headers, { plans: ['STAT_ESSENTIAL_ANNUAL'], addOns: ['NORTHSTAR_PLUS'] });
    expect(answer.plans[0]).toMatchObject({ priceInCents: 14999, subtotalTodayInCents: 14999, dueTodayInCents: 14999, subscriptionPlanSummary: 'Essential with Northstar+, $149.99 a year' });
  });

  it("answers 'Product codes are required.' without product codes", async () => {
    const { headers } = await newViewer();
    expectError(await call(t.app, 'POST', '/api/user/previewplans', headers, {}), 400, ERROR_CODES.productCodesRequired, 'Product codes are required.');
    expectError(await call(t.app, 'POST', '/api/user/previewplans', headers, { plans: [] }), 400, ERROR_CODES.productCodesRequired);
  });

  it('shows the spec’s error for a redeemed gift card, and refuses unknown ones, plans and coupons', async () => {
    const { headers } = await newViewer();
    const used = expectError(
      await call(t.app, 'POST', '/api/user/previewplans', headers, { plans: ['STAT_ESSENTIAL_MONTHLY'], giftCardCode: 'STAT-GIFT-USED' }),
      422,
      ERROR_CODES.giftCardRedeemed,
      'This gift card has already been redeemed.',
    );
    expect(used.title).toBe('Error Finding Gift Card');
    expectError(await call(t.app, 'POST', '/api/user/previewplans', headers, { plans: ['STAT_ESSENTIAL_MONTHLY'], giftCardCode: 'STAT-GIFT-9999' }), 422, ERROR_CODES.giftCardNotFound, BILLING_MESSAGES.giftCardNotFound);
    expectError(await call(t.app, 'POST', '/api/user/previewplans', headers, { plans: ['STAT_GOLD_MONTHLY'] }), 422, ERROR_CODES.planNotFound);
    expectError(await call(t.app, 'POST', '/api/user/previewplans', headers, { plans: ['STAT_PREMIUM_MONTHLY'], addOns: ['NOPE'] }), 422, ERROR_CODES.planNotFound);
    expectError(await call(t.app, 'POST', '/api/user/previewplans', headers, { plans: ['STAT_PREMIUM_MONTHLY'], couponCode: 'ANNUAL20' }), 422, ERROR_CODES.couponNotApplicable);
    expectError(await call(t.app, 'POST', '/api/user/previewplans', headers, { plans: ['STAT_PREMIUM_MONTHLY'], couponCode: 'NOSUCH' }), 404, ERROR_CODES.couponInvalid);
    expectError(await call(t.app, 'POST', '/api/user/previewplans', headers, { plans: 'STAT_PREMIUM_MONTHLY' }), 400, ERROR_CODES.requestInvalid);
    expectError(await call(t.app, 'POST', '/api/user/previewplans', APP_HEADERS, { plans: ['STAT_PREMIUM_MONTHLY'] }), 401, ERROR_CODES.sessionLoggedOut);
  });
});
