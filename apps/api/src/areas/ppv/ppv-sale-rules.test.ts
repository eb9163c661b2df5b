import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type PpvPhase } from '@stat/contracts';
import { claimStep, couponOff, saleRefusal, STALE_CLAIM_MS, type ExistingClaim, type GatewayCouponTerms } from './ppv-sale-rules.ts';

const SECTIONS: Record<PpvPhase, string[]> = {
  pre: ['event-info', 'event-purchase'],
  dayof: ['event-purchase'],
  prepress: ['event-purchase'],
  live: ['watch', 'event-purchase'],
  post: ['watch', 'order-details'],
  postpress: ['watch'],
  cooldown: ['watch'],
  sunset: ['event-info'],
};
const event = { productId: 'ppv-night', sections: SECTIONS } as never;

describe('saleRefusal', () => {
  it.each([
    { phase: 'pre', productId: 'ppv-night', code: null },
    { phase: 'dayof', productId: 'ppv-night', code: null },
    { phase: 'prepress', productId: 'ppv-night', code: null },
    { phase: 'live', productId: 'ppv-night', code: null },
    { phase: 'post', productId: 'ppv-night', code: ERROR_CODES.ppvNotOnSale },
    { phase: 'cooldown', productId: 'ppv-night', code: ERROR_CODES.ppvNotOnSale },
    { phase: 'sunset', productId: 'ppv-night', code: ERROR_CODES.ppvNotOnSale },
    { phase: 'dayof', productId: 'ppv-other-night', code: ERROR_CODES.ppvNotFound },
  ] as const)('$productId in $phase: $code', ({ phase, productId, code }) => {
    expect(saleRefusal({ event, phase }, productId)?.error.code ?? null).toBe(code);
  });
});

describe('couponOff', () => {
  const coupons = { coupons: [{ code: 'FIGHTNIGHT10', description: '$10 off the fight', amountOffInCents: 1000 }] };
  const fight = (fields: Partial<GatewayCouponTerms> = {}): GatewayCouponTerms => ({ code: 'FIGHTNIGHT10', name: 'Fight night', amountOffInCents: 1000, expired: false, ...fields });
  it.each([
    { name: 'FIGHTNIGHT10 off the price', code: 'FIGHTNIGHT10', coupon: fight(), price: 7999, answer: { discountInCents: 1000, priceInCents: 6999 } },
    { name: 'never below zero', code: 'FIGHTNIGHT10', coupon: fight({ amountOffInCents: 10_000 }), price: 7999, answer: { discountInCents: 7999, priceInCents: 0 } },
    { name: 'unknown at the gateway', code: 'NOPE', coupon: null, price: 7999, answer: ERROR_CODES.couponInvalid },
    { name: 'not named by the event file', code: 'OTHER', coupon: fight({ code: 'OTHER' }), price: 7999, answer: ERROR_CODES.couponNotApplicable },
    { name: 'not off one-time charges', code: 'FIGHTNIGHT10', coupon: fight({ amountOffInCents: null }), price: 7999, answer: ERROR_CODES.couponNotApplicable },
    { name: 'expired', code: 'FIGHTNIGHT10', coupon: fight({ expired: true }), price: 7999, answer: ERROR_CODES.couponExpired },
  ])('$name', ({ code, coupon, price, answer }) => {
    const verdict = couponOff(code, coupon, coupons, price);
    if (typeof answer === 'string') expect('refusal' in verdict && verdict.refusal.error.code).toBe(answer);
    else expect('off' in verdict && verdict.off).toEqual({ code: 'FIGHTNIGHT10', description: '$10 off the fight', ...answer });
  });
});

describe('claimStep', () => {
  const NOW = new Date('2026-12-12T18:00:00Z');
  const ago = (ms: number) => new Date(NOW.getTime() - ms);
  const row = (fields: Partial<ExistingClaim>): ExistingClaim => ({ status: 'pending', gatewayKey: 'key-a', createdAt: ago(1000), ...fields });
  it.each([
    { name: 'no row: claim', existing: null, key: 'key-a', step: 'claim' },
    { name: 'paid: already bought', existing: row({ status: 'paid' }), key: 'key-a', step: 'paid' },
    { name: 'pending, same key: resume', existing: row({}), key: 'key-a', step: 'resume' },
    { name: 'pending, another key, recent: in progress', existing: row({}), key: 'key-b', step: 'inProgress' },
    { name: 'pending, no key on either side: in progress, never resumed', existing: row({ gatewayKey: null }), key: null, step: 'inProgress' },
    { name: 'pending, another key, just stale: reconcile', existing: row({ createdAt: ago(STALE_CLAIM_MS) }), key: 'key-b', step: 'reconcile' },
    { name: 'pending, another key, just fresh: in progress', existing: row({ createdAt: ago(STALE_CLAIM_MS - 1) }), key: 'key-b', step: 'inProgress' },
  ])('$name', ({ existing, key, step }) => {
    expect(claimStep(existing, key, NOW)).toBe(step);
  });
});
