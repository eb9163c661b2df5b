import { describe, expect, it } from 'vitest';
import { quote } from './quote.ts';

const now = new Date('2026-11-27T12:00:00Z');
const day = 24 * 3600 * 1000;

describe('quote', () => {
  it('a trial charges nothing today and moves the coupon to the first paid month (Premium monthly, WELCOME50)', () => {
    expect(quote({ linesInCents: [1499], interval: 'month', trialDays: 7, percentOff: 50, creditInCents: 0, now })).toEqual({
      subtotalTodayInCents: 0,
      discountTodayInCents: 0,
      creditTodayInCents: 0,
      dueTodayInCents: 0,
      trialEndsAt: now.getTime() + 7 * day,
      nextChargeAt: now.getTime() + 7 * day,
      // 50 % of $14.99 is $7.495: the discount rounds half up to $7.50, leaving $7.49.
      nextChargeInCents: 749,
      nextDiscountInCents: 750,
    });
  });

  it('without a trial the coupon and the credit come off today (Essential annual, ANNUAL20, a gift card)', () => {
    expect(quote({ linesInCents: [9999], interval: 'year', trialDays: 0, percentOff: 20, creditInCents: 999, now })).toEqual({
      subtotalTodayInCents: 9999,
      discountTodayInCents: 2000,
      creditTodayInCents: 999,
      dueTodayInCents: 7000,
      trialEndsAt: null,
      nextChargeAt: new Date('2027-11-27T12:00:00Z').getTime(),
      nextChargeInCents: 9999,
      nextDiscountInCents: 0,
    });
  });

  it('credit beyond today’s charge is spent on the next one, never below zero', () => {
    const monthly = quote({ linesInCents: [999], interval: 'month', trialDays: 0, percentOff: 0, creditInCents: 1500, now });
    expect(monthly).toMatchObject({ dueTodayInCents: 0, creditTodayInCents: 999, nextChargeInCents: 498 });
    expect(monthly.nextChargeAt).toBe(new Date('2026-12-27T12:00:00Z').getTime());
    const free = quote({ linesInCents: [999], interval: 'month', trialDays: 7, percentOff: 0, creditInCents: 5000, now });
    expect(free).toMatchObject({ dueTodayInCents: 0, nextChargeInCents: 0 });
  });

  it('rounds the discount line by line, as the invoice does', () => {
    const twoLines = quote({ linesInCents: [999, 999], interval: 'month', trialDays: 0, percentOff: 50, creditInCents: 0, now });
    // Each $9.99 line gets $5.00 off ($4.995 rounded up): $10.00 off, where 50 % of $19.98 would be $9.99.
    expect(twoLines).toMatchObject({ subtotalTodayInCents: 1998, discountTodayInCents: 1000, dueTodayInCents: 998 });
  });

  it('a month after the 31st ends on the last day of a shorter month', () => {
    const jan31 = new Date('2027-01-31T12:00:00Z');
    expect(quote({ linesInCents: [999], interval: 'month', trialDays: 0, percentOff: 0, creditInCents: 0, now: jan31 }).nextChargeAt).toBe(
      new Date('2027-02-28T12:00:00Z').getTime(),
    );
  });
});
