import { describe, expect, it } from 'vitest';
import type { Plan } from '@stat/contracts';
import { intervalChoiceOf, requestOf, takenAddOns } from './plan-choice.ts';

const plan = (productCode: string, statuses: Plan['addOns'][number]['status'][] = []): Plan => ({
  productCode,
  name: 'Essential',
  priceInCents: 9999,
  basePriceInCents: 9999,
  billingInterval: 'year',
  trialDays: 0,
  ads: true,
  nextBillingDate: null,
  subscriptionPlanSummary: 'Essential, $99.99 a year',
  addOns: statuses.map((status, index) => ({ addOnId: `ADD_ON_${index}`, name: 'Northstar+', description: '', type: 'partner', priceInCents: 5000, status })),
});

describe('intervalChoiceOf', () => {
  it.each([
    ['one plan: review it', [plan('STAT_ESSENTIAL_ANNUAL')], 'plan'],
    ['more than one: the spec’s error', [plan('STAT_ESSENTIAL_ANNUAL'), plan('STAT_ESSENTIAL_ANNUAL_2')], 'error'],
    ['none: nothing to switch to', [], 'none'],
  ] as const)('%s', (_case, plans, kind) => {
    expect(intervalChoiceOf({ currentPlan: null, plans: [...plans] }).kind).toBe(kind);
  });
});

describe('takenAddOns', () => {
  it.each([
    ['offered only', ['inactive'], []],
    ['active, canceling and pending are taken', ['active', 'canceling', 'pending', 'inactive'], ['ADD_ON_0', 'ADD_ON_1', 'ADD_ON_2']],
  ] as const)('%s', (_case, statuses, codes) => {
    expect(takenAddOns(plan('P', [...statuses]))).toEqual(codes);
    expect(requestOf(plan('P', [...statuses]))).toEqual({ productCode: 'P', addOns: codes });
  });
});
