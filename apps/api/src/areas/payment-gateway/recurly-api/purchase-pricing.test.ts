import { describe, expect, it } from 'vitest';
import {
  couponExpired,
  couponExpiredAt,
  creditSpending,
  invoiceTotals,
  priceOneTimeCharges,
  priceSubscription,
  type AddOnPrice,
  type CouponTerms,
  type PlanPrice,
  type SubscriptionOrder,
} from './purchase-pricing.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const plan = (code: string, unitAmountCents: number, intervalLength: number, trialLength: number): PlanPrice => ({
  id: code.toLowerCase(),
  code,
  name: code.includes('PREMIUM') ? 'Premium' : 'Essential',
  intervalUnit: 'months',
  intervalLength,
  trialUnit: 'days',
  trialLength,
  currency: 'USD',
  unitAmountCents,
});
const ESSENTIAL_MONTHLY = plan('STAT_ESSENTIAL_MONTHLY', 999, 1, 7);
const PREMIUM_MONTHLY = plan('STAT_PREMIUM_MONTHLY', 1499, 1, 7);
const ESSENTIAL_ANNUAL = plan('STAT_ESSENTIAL_ANNUAL', 9999, 12, 0);
const northstar = (unitAmountCents: number): AddOnPrice => ({ id: `ns${unitAmountCents}`, code: 'NORTHSTAR_PLUS', name: 'Northstar+', unitAmountCents });
const coupon = (code: string, percentOff: number, planCodes: string[], redeemBy: string | null = null): CouponTerms => ({
  code,
  percentOff,
  planCodes,
  amountOffCents: null,
  appliesToNonPlanCharges: false,
  redeemBy: redeemBy ? new Date(redeemBy) : null,
  expiredAt: null,
});
const WELCOME50 = coupon('WELCOME50', 50, ['STAT_ESSENTIAL_MONTHLY', 'STAT_PREMIUM_MONTHLY']);
const ANNUAL20 = coupon('ANNUAL20', 20, ['STAT_ESSENTIAL_ANNUAL', 'STAT_PREMIUM_ANNUAL']);
const order = (p: PlanPrice, addOns: SubscriptionOrder['addOns'] = [], trialEndsAt?: Date): SubscriptionOrder => ({ plan: p, addOns, trialEndsAt });

describe('priceSubscription', () => {
  const cases: {
    name: string;
    order: SubscriptionOrder;
    coupon: CouponTerms | null;
    lines: [origin: string, subtotal: number, discount: number][];
    trialEnds: string | null;
    periodEnds: string;
    couponSpent: boolean;
  }[] = [
    {
      name: "a monthly plan's 7-day trial: nothing charged, the period is the trial",
      order: order(ESSENTIAL_MONTHLY),
      coupon: null,
      lines: [['plan_trial', 0, 0]],
      trialEnds: '2026-03-17T12:00:00.000Z',
      periodEnds: '2026-03-17T12:00:00.000Z',
      couponSpent: false,
    },
    {
      name: 'a coupon on a trial waits for the first paid period',
      order: order(PREMIUM_MONTHLY, [{ addOn: northstar(500), quantity: 1 }]),
      coupon: WELCOME50,
      lines: [
        ['plan_trial', 0, 0],
        ['add_on_trial', 0, 0],
      ],
      trialEnds: '2026-03-17T12:00:00.000Z',
      periodEnds: '2026-03-17T12:00:00.000Z',
      couponSpent: false,
    },
    {
      name: 'trial_ends_at now: no trial, the coupon off the plan and the add-on, rounded to the cent',
      order: order(PREMIUM_MONTHLY, [{ addOn: northstar(500), quantity: 1 }], NOW),
      coupon: WELCOME50,
      lines: [
        ['plan', 1499, 750],
        ['add_on', 500, 250],
      ],
      trialEnds: null,
      periodEnds: '2026-04-10T12:00:00.000Z',
      couponSpent: true,
    },
    {
      name: 'a trial_ends_at later than the plan trial wins',
      order: order(ESSENTIAL_MONTHLY, [], new Date('2026-04-01T00:00:00.000Z')),
      coupon: null,
      lines: [['plan_trial', 0, 0]],
      trialEnds: '2026-04-01T00:00:00.000Z',
      periodEnds: '2026-04-01T00:00:00.000Z',
      couponSpent: false,
    },
    {
      name: 'an annual plan: twelve months, its add-on at the annual price, 20 % off',
      order: order(ESSENTIAL_ANNUAL, [{ addOn: northstar(5000), quantity: 1 }]),
      coupon: ANNUAL20,
      lines: [
        ['plan', 9999, 2000],
        ['add_on', 5000, 1000],
      ],
      trialEnds: null,
      periodEnds: '2027-03-10T12:00:00.000Z',
      couponSpent: true,
    },
    {
      name: "a coupon for other plans is not redeemed on this one",
      order: order(ESSENTIAL_ANNUAL),
      coupon: WELCOME50,
      lines: [['plan', 9999, 0]],
      trialEnds: null,
      periodEnds: '2027-03-10T12:00:00.000Z',
      couponSpent: false,
    },
    {
      name: 'an add-on quantity multiplies its price',
      order: order(ESSENTIAL_ANNUAL, [{ addOn: northstar(5000), quantity: 2 }]),
      coupon: null,
      lines: [
        ['plan', 9999, 0],
        ['add_on', 10000, 0],
      ],
      trialEnds: null,
      periodEnds: '2027-03-10T12:00:00.000Z',
      couponSpent: false,
    },
  ];
  it.each(cases)('$name', (c) => {
    const priced = priceSubscription(c.order, c.coupon, NOW);
    expect(priced.lines.map((line) => [line.origin, line.subtotalCents, line.discountCents])).toEqual(c.lines);
    expect(priced.lines.every((line) => line.amountCents === line.subtotalCents - line.discountCents)).toBe(true);
    expect(priced.trial?.endsAt.toISOString() ?? null).toBe(c.trialEnds);
    expect(priced.period).toEqual({ startedAt: NOW, endsAt: new Date(c.periodEnds) });
    expect(priced.couponSpent).toBe(c.couponSpent);
  });
});

describe('invoiceTotals', () => {
  const lines = priceSubscription(order(ESSENTIAL_ANNUAL, [{ addOn: northstar(5000), quantity: 1 }]), ANNUAL20, NOW).lines;
  const cases: [name: string, credit: number, applied: number, due: number][] = [
    ['no credit: the card pays the total', 0, 0, 11999],
    ["a gift card's credit comes off what the card pays", 999, 999, 11000],
    ['credit beyond the total covers it, and the rest stays', 20000, 11999, 0],
  ];
  it.each(cases)('%s', (_name, credit, applied, due) => {
    expect(invoiceTotals(lines, credit)).toEqual({ subtotalCents: 14999, discountCents: 3000, totalCents: 11999, creditAppliedCents: applied, dueCents: due });
  });

  it('a trial costs nothing and spends no credit', () => {
    const trial = priceSubscription(order(ESSENTIAL_MONTHLY), null, NOW).lines;
    expect(invoiceTotals(trial, 999)).toEqual({ subtotalCents: 0, discountCents: 0, totalCents: 0, creditAppliedCents: 0, dueCents: 0 });
  });
});

describe('couponExpired', () => {
  const cases: [name: string, terms: CouponTerms, expired: boolean, at: string | null][] = [
    ['no redeem_by: never', WELCOME50, false, null],
    ['redeem_by passed', coupon('EXPIRED2024', 25, ['STAT_ESSENTIAL_MONTHLY'], '2024-12-31T23:59:59Z'), true, '2024-12-31T23:59:59.000Z'],
    ['redeem_by still ahead', coupon('LATER', 25, ['STAT_ESSENTIAL_MONTHLY'], '2027-01-01T00:00:00Z'), false, null],
    ['deactivated', { ...WELCOME50, expiredAt: new Date('2026-01-01T00:00:00Z') }, true, '2026-01-01T00:00:00.000Z'],
  ];
  it.each(cases)('%s', (_name, terms, expired, at) => {
    expect(couponExpired(terms, NOW)).toBe(expired);
    expect(couponExpiredAt(terms, NOW)?.toISOString() ?? null).toBe(at);
  });
});

describe('creditSpending', () => {
  const cases: [name: string, unspent: number[], applied: number, spent: number[]][] = [
    ['nothing to spend', [999], 0, [0]],
    ['the oldest credit first', [500, 999], 700, [500, 200]],
    ['every credit, to the last cent', [500, 999], 1499, [500, 999]],
    ['no credit', [], 0, []],
  ];
  it.each(cases)('%s', (_name, unspent, applied, spent) => {
    expect(creditSpending(unspent, applied)).toEqual(spent);
  });
});

describe('priceOneTimeCharges', () => {
  const FIGHT = { unitAmountCents: 7999, description: 'The fight', productCode: 'ppv-fight' };
  const fixed = (amountOffCents: number, appliesToNonPlanCharges = true): CouponTerms => ({
    ...coupon('FIGHTNIGHT10', 0, []),
    amountOffCents,
    appliesToNonPlanCharges,
  });
  const cases: { name: string; charges: (typeof FIGHT)[]; coupon: CouponTerms | null; amounts: [number, number][] }[] = [
    { name: 'no coupon', charges: [FIGHT], coupon: null, amounts: [[0, 7999]] },
    { name: 'a fixed $10 off', charges: [FIGHT], coupon: fixed(1000), amounts: [[1000, 6999]] },
    { name: 'a fixed amount above the price stops at zero', charges: [FIGHT], coupon: fixed(10_000), amounts: [[7999, 0]] },
    { name: 'a fixed amount spread over the lines in order', charges: [{ ...FIGHT, unitAmountCents: 600 }, FIGHT], coupon: fixed(1000), amounts: [[600, 0], [400, 7599]] },
    { name: 'a coupon not for one-time charges takes nothing', charges: [FIGHT], coupon: fixed(1000, false), amounts: [[0, 7999]] },
    { name: 'a percent coupon for one-time charges', charges: [FIGHT], coupon: { ...coupon('HALF', 50, []), appliesToNonPlanCharges: true }, amounts: [[4000, 3999]] },
  ];
  it.each(cases)('$name', ({ charges, coupon: terms, amounts }) => {
    const lines = priceOneTimeCharges(charges, terms, NOW);
    expect(lines.map((line) => [line.discountCents, line.amountCents])).toEqual(amounts);
    expect(lines.every((line) => line.origin === 'one_time' && line.planId === null && line.endDate === null && line.productCode === 'ppv-fight')).toBe(true);
  });
});
