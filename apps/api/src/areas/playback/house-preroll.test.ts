import { describe, expect, it } from 'vitest';
import { playsHousePreroll, viewerPlan } from './house-preroll.ts';

const essential = { code: 'STAT_ESSENTIAL_MONTHLY', ads: true };
const premium = { code: 'STAT_PREMIUM_ANNUAL', ads: false };
const plans = [essential, premium];

describe('playsHousePreroll', () => {
  // Every case: variant x plan x free or not.
  it.each([
    ['stat', null, true, true],
    ['stat', null, false, false],
    ['stat', essential, true, true],
    ['stat', essential, false, false],
    ['stat', premium, true, true],
    ['stat', premium, false, false],
    ['ott', null, true, true],
    ['ott', null, false, false],
    ['ott', essential, true, true],
    ['ott', essential, false, true],
    ['ott', premium, true, false],
    ['ott', premium, false, false],
  ] as const)('%s, plan %o, free %s: pre-roll %s', (variant, plan, free, expected) => {
    expect(playsHousePreroll({ variant, plan, free })).toBe(expected);
  });
});

describe('viewerPlan', () => {
  it('is the plan of the user’s current product while the subscription is in force', () => {
    expect(viewerPlan(plans, { currentProductId: 'STAT_ESSENTIAL_MONTHLY', isAuthorized: true })).toBe(essential);
    expect(viewerPlan(plans, { currentProductId: 'STAT_PREMIUM_ANNUAL', isAuthorized: true })).toBe(premium);
  });

  it('is null signed out, lapsed, without a product, or on a product the plans file does not sell', () => {
    expect(viewerPlan(plans, null)).toBeNull();
    expect(viewerPlan(plans, { currentProductId: 'STAT_PREMIUM_ANNUAL', isAuthorized: false })).toBeNull();
    expect(viewerPlan(plans, { currentProductId: null, isAuthorized: true })).toBeNull();
    expect(viewerPlan(plans, { currentProductId: 'PARTNER_BUNDLE', isAuthorized: true })).toBeNull();
  });
});
