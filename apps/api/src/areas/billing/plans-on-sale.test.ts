import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../paths.ts';
import { loadPlansFile, type PlansFile } from './plans-file.ts';
import { invoiceLines, planOf, plansOnSale } from './plans-on-sale.ts';

let file: PlansFile;
beforeAll(async () => {
  file = await loadPlansFile(join(SEED_DIR, 'plans.json'));
});

describe('plansOnSale', () => {
  it('lists the four seeded plans, Premium first, each offering Northstar+ at its interval’s price', () => {
    const plans = plansOnSale(file);
    expect(plans.map((plan) => [plan.productCode, plan.priceInCents, plan.trialDays, plan.ads])).toEqual([
      ['STAT_PREMIUM_MONTHLY', 1499, 7, false],
      ['STAT_PREMIUM_ANNUAL', 14999, 0, false],
      ['STAT_ESSENTIAL_MONTHLY', 999, 7, true],
      ['STAT_ESSENTIAL_ANNUAL', 9999, 0, true],
    ]);
    expect(plans[0]!.addOns).toEqual([expect.objectContaining({ addOnId: 'NORTHSTAR_PLUS', priceInCents: 500, status: 'inactive' })]);
    expect(plans[1]!.addOns[0]!.priceInCents).toBe(5000);
    expect(plans[2]!.subscriptionPlanSummary).toBe('Essential, $9.99 a month');
  });

  it('narrows to the launch-coupon plans it is given, ignoring codes not on sale', () => {
    expect(plansOnSale(file, ['STAT_ESSENTIAL_ANNUAL', 'NOPE']).map((plan) => plan.productCode)).toEqual(['STAT_ESSENTIAL_ANNUAL']);
  });
});

describe('planOf', () => {
  it('prices a bundle with its add-on and names it in the summary', () => {
    const bundle = planOf(file, 'STAT_ESSENTIAL_MONTHLY', { addOnCodes: ['NORTHSTAR_PLUS'] })!;
    expect(bundle).toMatchObject({ priceInCents: 1499, basePriceInCents: 999, subscriptionPlanSummary: 'Essential with Northstar+, $14.99 a month' });
    expect(bundle.addOns).toEqual([expect.objectContaining({ addOnId: 'NORTHSTAR_PLUS', status: 'active' })]);
  });

  it('knows no plan that is not on sale, and drops unknown add-ons', () => {
    expect(planOf(file, 'STAT_GOLD')).toBeNull();
    expect(planOf(file, 'STAT_PREMIUM_MONTHLY', { addOnCodes: ['NOPE'] })!.priceInCents).toBe(1499);
  });
});

describe('invoiceLines', () => {
  it('bills the plan and the add-ons taken, not those only offered', () => {
    expect(invoiceLines(planOf(file, 'STAT_PREMIUM_MONTHLY')!)).toEqual([1499]);
    expect(invoiceLines(planOf(file, 'STAT_PREMIUM_ANNUAL', { addOnCodes: ['NORTHSTAR_PLUS'] })!)).toEqual([14999, 5000]);
  });
});
