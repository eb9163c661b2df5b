import { describe, expect, it } from 'vitest';
import { paymentMethodDisplay, redemptionCodeSchema, sortPlans } from './billing.ts';

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
