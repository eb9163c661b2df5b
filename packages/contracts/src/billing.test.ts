import { describe, expect, it } from 'vitest';
import { formatPrice, planSummary, sortPlans } from './billing.ts';
import { paymentMethodDisplay } from './billing-helpers.ts';
import { redemptionCodeSchema } from './billing-schemas.ts';

describe('sortPlans', () => {
  it('puts plans whose code contains _PREMIUM first, keeping the order within each group', () => {
    const codes = ['STAT_ESSENTIAL_MONTHLY', 'STAT_PREMIUM_MONTHLY', 'STAT_ESSENTIAL_ANNUAL', 'STAT_PREMIUM_ANNUAL'];
    expect(sortPlans(codes.map((productCode) => ({ productCode }))).map((plan) => plan.productCode)).toEqual([
      'STAT_PREMIUM_MONTHLY',
      'STAT_PREMIUM_ANNUAL',
      'STAT_ESSENTIAL_MONTHLY',
      'STAT_ESSENTIAL_ANNUAL',
    ]);
  });
});

describe('paymentMethodDisplay', () => {
  const card = { paymentMethod: 'Card', cardType: 'Visa', lastFourDigits: '1111', month: 12, year: 2030 } as const;

  it('formats a card as TYPE X-last4 EXP month/year', () => {
    expect(paymentMethodDisplay(card)).toBe('VISA X-1111 EXP 12/2030');
  });

  it('falls back to the payment method, then to None', () => {
    expect(paymentMethodDisplay({ ...card, paymentMethod: 'PayPal', cardType: null, lastFourDigits: null })).toBe('PayPal');
    expect(paymentMethodDisplay({ ...card, lastFourDigits: null })).toBe('Card');
    expect(paymentMethodDisplay({ ...card, paymentMethod: null })).toBe('None');
    expect(paymentMethodDisplay(null)).toBe('None');
  });
});

describe('redemptionCodeSchema', () => {
  it('upper-cases and trims what was typed, and refuses anything but letters, digits and dashes', () => {
    expect(redemptionCodeSchema.parse(' welcome50 ')).toBe('WELCOME50');
    expect(redemptionCodeSchema.safeParse('WELCOME 50').success).toBe(false);
    expect(redemptionCodeSchema.safeParse('').success).toBe(false);
  });
});

describe('formatPrice and planSummary', () => {
  it('shows dollars with cents, and the plan with its add-ons and interval', () => {
    expect(formatPrice(1499)).toBe('$14.99');
    expect(formatPrice(500)).toBe('$5.00');
    expect(formatPrice(0)).toBe('$0.00');
    expect(planSummary({ name: 'Premium', priceInCents: 1499, billingInterval: 'month', addOns: [] })).toBe('Premium, $14.99 a month');
    expect(planSummary({ name: 'Essential', priceInCents: 14999, billingInterval: 'year', addOns: [{ name: 'Northstar+' }] })).toBe(
      'Essential with Northstar+, $149.99 a year',
    );
  });
});

describe('formatPrice', () => {
  it('groups thousands as US dollars do', () => {
    expect(formatPrice(149_900)).toBe('$1,499.00');
  });
});
