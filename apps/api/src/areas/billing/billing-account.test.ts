import type { Subscription } from 'recurly';
import { describe, expect, it } from 'vitest';
import { hasPurchasedBefore, liveOf } from './billing-account.ts';

const subscription = (state: string): Subscription => ({ id: state, state });

describe('liveOf', () => {
  it('finds the first live subscription (active, canceled until its term ends, future, paused), as state=live would', () => {
    expect(liveOf([subscription('expired'), subscription('canceled'), subscription('active')])?.id).toBe('canceled');
    for (const state of ['active', 'future', 'paused']) expect(liveOf([subscription(state)])?.id).toBe(state);
    expect(liveOf([subscription('expired'), subscription('failed')])).toBeNull();
    expect(liveOf([])).toBeNull();
  });
});

describe('hasPurchasedBefore', () => {
  const bi = (subscriptionStatus: string | null) => ({ bi: { subscriptionStatus, trialStatus: null, originalSignupPlatform: null, currentBillingType: null } });

  it('is true with any subscription at the gateway, or a history on our record', () => {
    expect(hasPurchasedBefore(bi(null), [subscription('expired')])).toBe(true);
    expect(hasPurchasedBefore(bi('EXPIRED'), [])).toBe(true);
    expect(hasPurchasedBefore(bi(null), [])).toBe(false);
  });
});
