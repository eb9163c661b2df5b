import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../paths.ts';
import { loadPlansFile, type PlansFile } from './plans-file.ts';
import { changeEligibility, changeTiming, otherIntervalPlans, type ChosenPlan } from './plan-change-rules.ts';

const plan = (productCode: string, billingInterval: 'month' | 'year', priceInCents: number, addOnCodes: string[] = []): ChosenPlan => ({ productCode, billingInterval, priceInCents, addOnCodes });
const essentialMonthly = plan('STAT_ESSENTIAL_MONTHLY', 'month', 999);
const premiumMonthly = plan('STAT_PREMIUM_MONTHLY', 'month', 1499);
const essentialAnnual = plan('STAT_ESSENTIAL_ANNUAL', 'year', 9999);
const premiumAnnual = plan('STAT_PREMIUM_ANNUAL', 'year', 14999);

describe('changeTiming', () => {
  it.each([
    ['the same plan and add-ons', essentialMonthly, essentialMonthly, false, 'unchanged'],
    ['the same add-ons in another order', plan('P', 'month', 1, ['A', 'B']), plan('P', 'month', 1, ['B', 'A']), false, 'unchanged'],
    ['Essential to Premium, monthly: an upgrade', essentialMonthly, premiumMonthly, false, 'now'],
    ['Premium to Essential, annual: a downgrade', premiumAnnual, essentialAnnual, false, 'termEnd'],
    ['adding Northstar+: more a month', essentialMonthly, plan('STAT_ESSENTIAL_MONTHLY', 'month', 1499, ['NORTHSTAR_PLUS']), false, 'now'],
    ['dropping Northstar+: less a month', plan('STAT_PREMIUM_ANNUAL', 'year', 19999, ['NORTHSTAR_PLUS']), premiumAnnual, false, 'termEnd'],
    ['monthly to annual (cheaper a month, still now)', essentialMonthly, essentialAnnual, false, 'now'],
    ['annual to monthly (the year is paid for)', premiumAnnual, premiumMonthly, false, 'termEnd'],
    ['Premium monthly to Essential annual: the longer interval wins', premiumMonthly, essentialAnnual, false, 'now'],
    ['the same price on the same interval', plan('A', 'month', 999), plan('B', 'month', 999), false, 'termEnd'],
    ['a downgrade in a trial: now, nothing charged', premiumMonthly, essentialMonthly, true, 'now'],
    ['annual to monthly in a trial', essentialAnnual, essentialMonthly, true, 'now'],
    ['unchanged in a trial', premiumMonthly, premiumMonthly, true, 'unchanged'],
  ] as const)('%s', (_case, current, next, inTrial, expected) => {
    expect(changeTiming(current, next, inTrial)).toBe(expected);
  });
});

describe('changeEligibility', () => {
  const direct = { isAuthorized: true, bi: { currentBillingType: 'BACON' } } as const;
  const partner = { isAuthorized: true, bi: { currentBillingType: 'PORKU' } } as const;
  const none = { isAuthorized: false, bi: { currentBillingType: null } } as const;
  it.each([
    ['an active subscription at our gateway', { id: 's1', state: 'active' }, direct, 'eligible'],
    ['active, the user record empty (billed directly, the empty value)', { id: 's1', state: 'active' }, none, 'eligible'],
    ['canceled, still live until the term ends', { id: 's1', state: 'canceled' }, direct, 'canceling'],
    ['paused or future: not changeable here', { id: 's1', state: 'paused' }, direct, 'noSubscription'],
    ['no subscription, never subscribed', null, none, 'noSubscription'],
    ['billed by a partner', null, partner, 'billedElsewhere'],
    ['complimentary', null, { isAuthorized: true, bi: { currentBillingType: 'PIG_BROTHER' } }, 'billedElsewhere'],
  ] as const)('%s', (_case, live, user, expected) => {
    expect(changeEligibility(live, user as never)).toBe(expected);
  });
});

describe('otherIntervalPlans', () => {
  let file: PlansFile;
  beforeAll(async () => {
    file = await loadPlansFile(join(SEED_DIR, 'plans.json'));
  });
  it.each([
    ['STAT_ESSENTIAL_MONTHLY', [], ['STAT_ESSENTIAL_ANNUAL', 9999]],
    ['STAT_PREMIUM_ANNUAL', ['NORTHSTAR_PLUS'], ['STAT_PREMIUM_MONTHLY', 1999]],
  ] as const)('%s with %j', (code, addOns, [otherCode, price]) => {
    expect(otherIntervalPlans(file, code, addOns).map((entry) => [entry.productCode, entry.priceInCents])).toEqual([[otherCode, price]]);
  });
  it('a plan not on sale has none', () => {
    expect(otherIntervalPlans(file, 'STAT_GOLD', [])).toEqual([]);
  });
  it('two plans of that name on the other interval: both (the web app shows its error)', () => {
    const doubled = { ...file, plans: [...file.plans, { ...file.plans.find((entry) => entry.code === 'STAT_ESSENTIAL_ANNUAL')!, code: 'STAT_ESSENTIAL_ANNUAL_2' }] };
    expect(otherIntervalPlans(doubled, 'STAT_ESSENTIAL_MONTHLY', [])).toHaveLength(2);
  });
});
