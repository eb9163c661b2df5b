import type { Subscription } from 'recurly';
import { DUNNING_SUBSCRIPTION_STATUS } from '@stat/contracts';
import { liveOf } from './billing-account.ts';

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
 * A trial is under way while the current period is the trial (it ends when the trial does).
 */
export function standingOf(subscriptions: readonly Subscription[], hasPastDueInvoice: boolean): AccountStanding | null {
  const live = liveOf(subscriptions);
  const latest = live ?? subscriptions[0];
  if (!latest) return null;
  const trialEnds = latest.trialEndsAt?.getTime();
  const inTrial = live !== null && trialEnds !== undefined && live.currentPeriodEndsAt?.getTime() === trialEnds;
  return {
    entitled: live !== null,
    productCode: latest.plan?.code ?? null,
    subscriptionStatus: live ? (hasPastDueInvoice ? DUNNING_SUBSCRIPTION_STATUS : 'ACTIVE') : 'EXPIRED',
    trialStatus: trialEnds === undefined ? null : inTrial ? 'IN_TRIAL' : 'ENDED',
  };
}
