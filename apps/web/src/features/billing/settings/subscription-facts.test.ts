import { describe, expect, it } from 'vitest';
import type { SubscriptionDetails, Transaction } from '@stat/contracts';
import { BROWSER_FORMAT } from '../../../lib/viewer-format.ts';
import { listedTransactions, signedAmount, subscriptionRows } from './subscription-facts.ts';

const premium = {
  productCode: 'STAT_PREMIUM_MONTHLY',
  name: 'Premium',
  priceInCents: 1999,
  basePriceInCents: 1499,
  billingInterval: 'month',
  trialDays: 7,
  ads: false,
  nextBillingDate: Date.UTC(2026, 11, 27, 12),
  subscriptionPlanSummary: 'Premium with Northstar+, $19.99 a month',
  addOns: [{ addOnId: 'NORTHSTAR_PLUS', name: 'Northstar+', description: '', type: 'partner', priceInCents: 500, status: 'active' }],
} as const;

const details: SubscriptionDetails = {
  billingType: 'BACON',
  eligibleToChangePlan: false,
  message: null,
  nextBillingDate: Date.UTC(2026, 11, 27, 12),
  paymentMethod: 'VISA X-1111 EXP 12/2030',
  plan: { ...premium, addOns: [...premium.addOns] },
  price: 1999,
  subscription: { id: 's1', productCode: 'STAT_PREMIUM_MONTHLY', startedAt: 0 },
  subscriptionStatus: { state: 'ACTIVE', description: 'Active. Renews on December 27, 2026.', expirationDateMillis: null },
  trialStatus: { state: 'IN_TRIAL', description: 'Free trial.', expireText: 'Your free trial ends on December 4, 2026.', expirationDateMillis: 1 },
  transactions: [],
};

describe('the subscription’s details in Settings', () => {
  it('lists plan, add-ons, price, next billing date, status, trial and payment method', () => {
    expect(subscriptionRows(details, true, BROWSER_FORMAT)).toEqual([
      ['Plan', 'Premium'],
      ['Add-ons', 'Northstar+'],
      ['Price', '$19.99 a month'],
      ['Next billing date', 'December 27, 2026'],
      ['Status', 'Active. Renews on December 27, 2026.'],
      ['Free trial', 'Your free trial ends on December 4, 2026.'],
      ['Payment method', 'VISA X-1111 EXP 12/2030'],
    ]);
  });

  it('billed elsewhere: no price, date or payment method of ours; no trial, no row', () => {
    const elsewhere = { ...details, billingType: 'PIG_BROTHER' as const, trialStatus: { ...details.trialStatus, state: 'NONE' as const } };
    expect(subscriptionRows(elsewhere, false, BROWSER_FORMAT)).toEqual([
      ['Plan', 'Premium'],
      ['Add-ons', 'Northstar+'],
      ['Status', 'Active. Renews on December 27, 2026.'],
    ]);
  });

  it('add-ons on sale but not taken (inactive) are not the viewer’s', () => {
    const plain = { ...details, plan: { ...details.plan!, addOns: details.plan!.addOns.map((addOn) => ({ ...addOn, status: 'inactive' as const })) } };
    expect(subscriptionRows(plain, true, BROWSER_FORMAT)[1]).toEqual(['Add-ons', 'None']);
  });

  it('nothing known shows as a dash', () => {
    const none = { ...details, plan: null, price: null, nextBillingDate: null };
    expect(subscriptionRows(none, true, BROWSER_FORMAT).slice(0, 4)).toEqual([
      ['Plan', null],
      ['Add-ons', null],
      ['Price', null],
      ['Next billing date', null],
    ]);
  });

  it('lists charges, refunds and credits, not card checks; money back with a minus sign', () => {
    const of = (type: Transaction['type'], amountInCents: number): Transaction => ({ id: type, date: 0, description: type, amountInCents, type, status: 'success', paymentMethod: 'None' });
    expect(listedTransactions([of('purchase', 1499), of('verify', 0), of('refund', 1499), of('credit', 2500)]).map((transaction) => transaction.id)).toEqual(['purchase', 'refund', 'credit']);
    expect(signedAmount(of('purchase', 1499))).toBe('$14.99');
    expect(signedAmount(of('refund', 1499))).toBe('−$14.99');
    expect(signedAmount(of('credit', -2500))).toBe('−$25.00');
  });
});
