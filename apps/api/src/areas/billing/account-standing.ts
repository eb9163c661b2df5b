import type { Subscription } from 'recurly';
import { DUNNING_SUBSCRIPTION_STATUS } from '@stat/contracts';
import { liveOf } from './billing-account.ts';
import { inTrial } from './subscription-states.ts';

/** What our user record keeps of the account at the gateway. */
export interface AccountStanding {
  /** Authorized to watch: a live subscription (canceled ones until they end, past-due ones while retried). */
  entitled: boolean;
  productCode: string | null;
  subscriptionStatus: 'ACTIVE' | typeof DUNNING_SUBSCRIPTION_STATUS | 'EXPIRED';
  trialStatus: 'IN_TRIAL' | 'ENDED' | null;
}

/**
 * The account's standing from what the gateway says (its subscriptions, newest first, and
 * whether it has a past-due invoice); null when it has no subscription there (nothing to keep).
 */
export function standingOf(subscriptions: readonly Subscription[], hasPastDueInvoice: boolean): AccountStanding | null {
  const live = liveOf(subscriptions);
  const latest = live ?? subscriptions[0];
  if (!latest) return null;
  return {
    entitled: live !== null,
    productCode: latest.plan?.code ?? null,
    subscriptionStatus: live ? (hasPastDueInvoice ? DUNNING_SUBSCRIPTION_STATUS : 'ACTIVE') : 'EXPIRED',
    trialStatus: latest.trialEndsAt ? (inTrial(live) ? 'IN_TRIAL' : 'ENDED') : null,
  };
}
