import { describe, expect, it } from 'vitest';
import type { SubscriptionDetails } from '@stat/contracts';
import { cancellableSubscriptionOf } from './cancellable-subscription.ts';

const UNTIL = Date.UTC(2027, 2, 10);

function details(overrides: Partial<SubscriptionDetails> & { state?: SubscriptionDetails['subscriptionStatus']['state'] } = {}): SubscriptionDetails {
  const { state = 'ACTIVE', ...rest } = overrides;
  return {
    billingType: 'BACON',
    eligibleToChangePlan: false,
    message: null,
    nextBillingDate: UNTIL,
    paymentMethod: 'VISA X-1111 EXP 12/2030',
    plan: null,
    price: 999,
    subscription: { id: 'abc123def456', productCode: 'STAT_ESSENTIAL_MONTHLY', startedAt: 0 },
    subscriptionStatus: { state, description: '', expirationDateMillis: state === 'CANCELING' ? UNTIL : null },
    trialStatus: { state: 'NONE', description: '', expireText: null, expirationDateMillis: null },
    transactions: [],
    ...rest,
  };
}

describe('cancellableSubscriptionOf', () => {
  it.each([
    ['a direct-billed active subscription', details(), { state: 'ACTIVE', expirationDateMillis: null }],
    ['a canceling one, with its date', details({ state: 'CANCELING' }), { state: 'CANCELING', expirationDateMillis: UNTIL }],
    ['the empty billing type (direct too)', details({ billingType: null }), { state: 'ACTIVE', expirationDateMillis: null }],
    ['billed by a partner', details({ billingType: 'SNOUTIFY' }), null],
    ['complimentary', details({ billingType: 'PIG_BROTHER' }), null],
    ['no subscription at our gateway (a seeded or lapsed record)', details({ subscription: null }), null],
    ['expired', details({ state: 'EXPIRED' }), null],
    ['not loaded yet', undefined, null],
  ] as const)('%s', (_name, given, expected) => {
    expect(cancellableSubscriptionOf(given)).toEqual(expected);
  });
});
