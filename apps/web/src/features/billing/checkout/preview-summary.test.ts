import { describe, expect, it } from 'vitest';
import { previewPlansSchema } from '@stat/contracts';
import type { PreviewPlans } from '@stat/contracts';
import { BROWSER_FORMAT } from '../../../lib/viewer-format.ts';
import { previewOf, summarizePreview } from './preview-summary.ts';

// Noon UTC, so the day is the same in every time zone the tests run in.
const DEC_4_2026 = Date.UTC(2026, 11, 4, 12);
const NOV_27_2027 = Date.UTC(2027, 10, 27, 12);

function preview(plan: Record<string, unknown>, extra: Record<string, unknown> = {}): PreviewPlans {
  return previewPlansSchema.parse({
    trialEligible: true,
    existingAccountCreditInCents: 0,
    totalNewAccountCreditInCents: 0,
    coupon: null,
    giftCard: null,
    ...extra,
    plans: [
      {
        productCode: 'STAT_PREMIUM_MONTHLY',
        name: 'Premium',
        priceInCents: 1499,
        basePriceInCents: 1499,
        billingInterval: 'month',
        trialDays: 7,
        ads: false,
        nextBillingDate: null,
        subscriptionPlanSummary: 'Premium, $14.99 a month',
        addOns: [],
        subtotalTodayInCents: 0,
        discountTodayInCents: 0,
        creditTodayInCents: 0,
        dueTodayInCents: 0,
        trialEndsAt: null,
        nextChargeAt: DEC_4_2026,
        nextChargeInCents: 1499,
        nextDiscountInCents: 0,
        ...plan,
      },
    ],
  });
}

function summary(answer: PreviewPlans) {
  return summarizePreview(answer, previewOf(answer, answer.plans[0]!.productCode)!, BROWSER_FORMAT);
}

const welcome50 = { code: 'WELCOME50', name: '50% off your first month', percentOff: 50, plans: ['STAT_PREMIUM_MONTHLY'], newSubscribersOnly: true, expiresAt: null };

describe('the preview in figures and words', () => {
  it('a trial with a coupon: nothing today, when the trial ends, the discounted first charge, then the price', () => {
    const answer = preview({ trialEndsAt: DEC_4_2026, nextChargeInCents: 750, nextDiscountInCents: 749 }, { coupon: welcome50 });
    const { figures, sentences } = summary(answer);
    expect(figures.map(({ label, amount }) => [label, amount])).toEqual([
      ['Subtotal today', '$0.00'],
      ['Due today', '$0.00'],
      ['Next charge, December 4, 2026', '$7.50'],
    ]);
    expect(sentences).toEqual([
      'Nothing is charged today: your 7-day free trial starts now.',
      'Your free trial ends on December 4, 2026.',
      'On December 4, 2026 you are charged $7.50, then $14.99 a month until you cancel.',
      'Coupon WELCOME50: 50% off your first month.',
      'It takes $7.49 off your first paid month.',
    ]);
  });

  it('no trial with a coupon: the saving today, the full price next', () => {
    const answer = preview(
      {
        productCode: 'STAT_ESSENTIAL_ANNUAL',
        name: 'Essential',
        priceInCents: 9999,
        basePriceInCents: 9999,
        billingInterval: 'year',
        trialDays: 0,
        subtotalTodayInCents: 9999,
        discountTodayInCents: 2000,
        dueTodayInCents: 7999,
        nextChargeAt: NOV_27_2027,
        nextChargeInCents: 9999,
      },
      { coupon: { ...welcome50, code: 'ANNUAL20', name: '20% off your first year', percentOff: 20, plans: ['STAT_ESSENTIAL_ANNUAL'] } },
    );
    const { figures, sentences } = summary(answer);
    expect(figures.map(({ label, amount, kind }) => [label, amount, kind])).toEqual([
      ['Subtotal today', '$99.99', 'charge'],
      ['Coupon ANNUAL20', '\u2212$20.00', 'saving'],
      ['Due today', '$79.99', 'total'],
      ['Next charge, November 27, 2027', '$99.99', 'next'],
    ]);
    expect(sentences).toEqual([
      'You pay $79.99 today.',
      'From November 27, 2027 you are charged $99.99 a year until you cancel.',
      'Coupon ANNUAL20: 20% off your first year.',
      'It takes $20.00 off today.',
    ]);
  });

  it('a gift card lowers what is due today, and says what credit is left', () => {
    const answer = preview(
      { trialDays: 7, subtotalTodayInCents: 1499, creditTodayInCents: 1499, dueTodayInCents: 0, nextChargeInCents: 999 },
      { trialEligible: false, existingAccountCreditInCents: 1000, totalNewAccountCreditInCents: 1999, giftCard: { code: 'STAT-GIFT-0001', amountInCents: 999 } },
    );
    const { figures, sentences } = summary(answer);
    expect(figures.map(({ label, amount }) => [label, amount])).toEqual([
      ['Subtotal today', '$14.99'],
      ['Gift card and account credit', '\u2212$14.99'],
      ['Due today', '$0.00'],
      ['Next charge, December 4, 2026', '$9.99'],
    ]);
    expect(sentences).toEqual([
      // No trial for this viewer: nothing due because the credit covers it.
      'You pay $0.00 today.',
      'On December 4, 2026 you are charged $9.99, then $14.99 a month until you cancel.',
      'Gift card STAT-GIFT-0001 adds $9.99 of credit to your account.',
      '$14.99 of credit is used today.',
      '$5.00 of credit is left for later charges.',
    ]);
  });

  it('finds the chosen plan in an answer, or nothing', () => {
    const answer = preview({});
    expect(previewOf(answer, 'STAT_PREMIUM_MONTHLY')?.name).toBe('Premium');
    expect(previewOf(answer, 'STAT_ESSENTIAL_MONTHLY')).toBeNull();
  });
});
