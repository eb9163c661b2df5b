import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type Coupon } from '@stat/contracts';
import { SEED_DIR } from '../../paths.ts';
import { couponRefusal } from './coupon-rules.ts';
import { loadPlansFile, type PlansFile } from './plans-file.ts';

let plans: PlansFile;
beforeAll(async () => {
  plans = await loadPlansFile(join(SEED_DIR, 'plans.json'));
});
const now = new Date('2026-11-27T12:00:00Z');
const annual20: Coupon = { code: 'ANNUAL20', name: '20% off', percentOff: 20, plans: ['STAT_ESSENTIAL_ANNUAL', 'STAT_PREMIUM_ANNUAL'], newSubscribersOnly: false, expiresAt: null };

describe('couponRefusal', () => {
  it('accepts a coupon for one of its plans, or with no plan named', () => {
    expect(couponRefusal(annual20, { productCode: 'STAT_PREMIUM_ANNUAL', hasPurchased: true, now, plans })).toBeNull();
    expect(couponRefusal(annual20, { hasPurchased: false, now, plans })).toBeNull();
  });

  it('says which plans a coupon is for when asked for another (ANNUAL20 on Essential monthly)', () => {
    expect(couponRefusal(annual20, { productCode: 'STAT_ESSENTIAL_MONTHLY', hasPurchased: false, now, plans })).toEqual({
      status: 422,
      error: { code: ERROR_CODES.couponNotApplicable, body: 'ANNUAL20 applies only to Essential, $99.99 a year and Premium, $149.99 a year.' },
    });
  });

  it('says when an expired coupon expired', () => {
    const expired = { ...annual20, code: 'EXPIRED2024', expiresAt: Date.parse('2024-12-31T23:59:59Z') };
    expect(couponRefusal(expired, { hasPurchased: false, now, plans })?.error).toEqual({
      code: ERROR_CODES.couponExpired,
      body: 'This coupon expired on December 31, 2024.',
    });
  });

  it('keeps a new-subscriber coupon from an account that has subscribed before', () => {
    const welcome = { ...annual20, code: 'WELCOME50', newSubscribersOnly: true };
    expect(couponRefusal(welcome, { hasPurchased: true, now, plans })?.error.body).toBe('This coupon is for new subscribers only.');
    expect(couponRefusal(welcome, { hasPurchased: false, now, plans })).toBeNull();
  });
});
