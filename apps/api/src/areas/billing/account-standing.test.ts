import type { Subscription } from 'recurly';
import { describe, expect, it } from 'vitest';
import { standingOf } from './account-standing.ts';

const day = (n: number) => new Date(Date.UTC(2026, 11, 1 + n));
const subscription = (fields: Partial<Subscription>) => ({ plan: { code: 'STAT_PREMIUM_MONTHLY' }, currentPeriodEndsAt: day(30), trialEndsAt: null, ...fields }) as Subscription;

describe('the account’s standing, from the gateway', () => {
  it.each<[string, Subscription[], boolean, ReturnType<typeof standingOf>]>([
    ['nothing at the gateway: nothing to keep', [], false, null],
    ['active, paid', [subscription({ state: 'active' })], false, { entitled: true, productCode: 'STAT_PREMIUM_MONTHLY', subscriptionStatus: 'ACTIVE', trialStatus: null }],
    ['in its trial (the current period is the trial)', [subscription({ state: 'active', trialEndsAt: day(30) })], false, { entitled: true, productCode: 'STAT_PREMIUM_MONTHLY', subscriptionStatus: 'ACTIVE', trialStatus: 'IN_TRIAL' }],
    ['converted to paid (a period after the trial)', [subscription({ state: 'active', trialEndsAt: day(0) })], false, { entitled: true, productCode: 'STAT_PREMIUM_MONTHLY', subscriptionStatus: 'ACTIVE', trialStatus: 'ENDED' }],
    ['a renewal unpaid, retried: dunning, still entitled', [subscription({ state: 'active' })], true, { entitled: true, productCode: 'STAT_PREMIUM_MONTHLY', subscriptionStatus: 'PAST_DUE', trialStatus: null }],
    ['canceled, not yet ended', [subscription({ state: 'canceled' })], false, { entitled: true, productCode: 'STAT_PREMIUM_MONTHLY', subscriptionStatus: 'ACTIVE', trialStatus: null }],
    ['expired: signed in, not authorized', [subscription({ state: 'expired', plan: { code: 'STAT_ESSENTIAL_MONTHLY' } as Subscription['plan'] })], false, { entitled: false, productCode: 'STAT_ESSENTIAL_MONTHLY', subscriptionStatus: 'EXPIRED', trialStatus: null }],
    ['expired after its trial, its invoice failed', [subscription({ state: 'expired', trialEndsAt: day(0) })], false, { entitled: false, productCode: 'STAT_PREMIUM_MONTHLY', subscriptionStatus: 'EXPIRED', trialStatus: 'ENDED' }],
    ['a new subscription after an expired one', [subscription({ state: 'active', trialEndsAt: null }), subscription({ state: 'expired' })], false, { entitled: true, productCode: 'STAT_PREMIUM_MONTHLY', subscriptionStatus: 'ACTIVE', trialStatus: null }],
  ])('%s', (_case, subscriptions, pastDue, standing) => {
    expect(standingOf(subscriptions, pastDue)).toEqual(standing);
  });
});
