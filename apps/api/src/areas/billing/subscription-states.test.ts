import type { Subscription, Transaction } from 'recurly';
import { describe, expect, it } from 'vitest';
import { subscriptionStateOf, transactionOf, trialStateOf } from './subscription-states.ts';

const bi = (subscriptionStatus: string | null) => ({ bi: { subscriptionStatus, trialStatus: null, originalSignupPlatform: null, currentBillingType: null } });
const ends = new Date('2026-12-27T12:00:00Z');

describe('subscriptionStateOf', () => {
  it('takes the live subscription at the gateway first: active, or canceled until its term ends', () => {
    expect(subscriptionStateOf({ state: 'active', currentPeriodEndsAt: ends } as Subscription, bi(null))).toEqual({
      state: 'ACTIVE',
      description: 'Active. Renews on December 27, 2026.',
      expirationDateMillis: null,
    });
    expect(subscriptionStateOf({ state: 'canceled', currentPeriodEndsAt: ends } as Subscription, bi('ACTIVE'))).toEqual({
      state: 'CANCELING',
      description: 'Canceled. You can watch until December 27, 2026.',
      expirationDateMillis: ends.getTime(),
    });
  });

  it('without one, our record: active elsewhere, expired, or none', () => {
    expect(subscriptionStateOf(null, bi('ACTIVE')).state).toBe('ACTIVE');
    expect(subscriptionStateOf(null, bi('EXPIRED')).state).toBe('EXPIRED');
    expect(subscriptionStateOf(null, bi(null)).state).toBe('NONE');
  });
});

describe('trialStateOf', () => {
  it('is in trial while the current period is the trial, ended once the gateway converted it, none without one', () => {
    const trialEndsAt = new Date('2026-12-04T12:00:00Z');
    const trial = { trialEndsAt, currentPeriodEndsAt: trialEndsAt } as Subscription;
    expect(trialStateOf(trial)).toMatchObject({ state: 'IN_TRIAL', expireText: 'Your free trial ends on December 4, 2026.' });
    const converted = { trialEndsAt, currentPeriodEndsAt: new Date('2027-01-04T12:00:00Z') } as Subscription;
    expect(trialStateOf(converted)).toMatchObject({ state: 'ENDED', expireText: 'Your free trial ended on December 4, 2026.' });
    expect(trialStateOf(null)).toMatchObject({ state: 'NONE', expireText: null });
  });
});

describe('transactionOf', () => {
  it('names a refund (a pay-per-view credit) as a refund, to the card it went back to', () => {
    const refund = { id: 'r1', type: 'refund', status: 'success', amount: 79.99, createdAt: ends, paymentMethod: { object: 'credit_card', cardType: 'Visa', lastFour: '1111', expMonth: 12, expYear: 2030 } } as Transaction;
    expect(transactionOf(refund, null)).toEqual({
      id: 'r1',
      date: ends.getTime(),
      description: 'Refund',
      amountInCents: 7999,
      type: 'refund',
      status: 'success',
      paymentMethod: 'VISA X-1111 EXP 12/2030',
    });
  });
});
