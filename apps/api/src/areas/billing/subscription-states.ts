import type { BillingInfo, Subscription, Transaction as GatewayTransaction } from 'recurly';
import type { SUBSCRIPTION_STATES, TRIAL_STATES} from '@stat/contracts';
import type { Transaction, User } from '@stat/contracts';
import { billingInfoDisplay } from './billing-account.ts';

type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];
type TrialState = (typeof TRIAL_STATES)[number];

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The subscription's state as the account screens name it: the live subscription's at the
 * gateway (canceled but not yet ended is CANCELING), else our record of the user (a history from
 * before, or none).
 */
export function subscriptionStateOf(live: Subscription | null, user: Pick<User, 'bi'>): { state: SubscriptionState; description: string; expirationDateMillis: number | null } {
  if (live?.state === 'canceled') {
    const ends = live.currentPeriodEndsAt ?? null;
    return { state: 'CANCELING', description: ends ? `Canceled. You can watch until ${day.format(ends)}.` : 'Canceled.', expirationDateMillis: ends?.getTime() ?? null };
  }
  if (live) {
    const renews = live.currentPeriodEndsAt ?? null;
    return { state: 'ACTIVE', description: renews ? `Active. Renews on ${day.format(renews)}.` : 'Active.', expirationDateMillis: null };
  }
  // Billed elsewhere (a partner, or seeded before the gateway knew it): our record says.
  if (user.bi.subscriptionStatus === 'ACTIVE') return { state: 'ACTIVE', description: 'Active.', expirationDateMillis: null };
  if (user.bi.subscriptionStatus === 'EXPIRED') return { state: 'EXPIRED', description: 'Your subscription has ended.', expirationDateMillis: null };
  return { state: 'NONE', description: 'No subscription.', expirationDateMillis: null };
}

/**
 * Whether the subscription is in its trial: its current period is the trial, until the gateway
 * converts it to paid at the trial's end (on the gateway's clock, which `billing:advance` moves,
 * so our own clock is not asked).
 */
export function inTrial(subscription: Pick<Subscription, 'trialEndsAt' | 'currentPeriodEndsAt'> | null): boolean {
  const ends = subscription?.trialEndsAt?.getTime();
  return ends !== undefined && subscription?.currentPeriodEndsAt?.getTime() === ends;
}

/** The trial: under way, ended, or none. */
export function trialStateOf(live: Subscription | null): { state: TrialState; description: string; expireText: string | null; expirationDateMillis: number | null } {
  const ends = live?.trialEndsAt ?? null;
  if (!ends) return { state: 'NONE', description: 'No free trial.', expireText: null, expirationDateMillis: null };
  const text = day.format(ends);
  if (inTrial(live)) {
    return { state: 'IN_TRIAL', description: 'Free trial.', expireText: `Your free trial ends on ${text}.`, expirationDateMillis: ends.getTime() };
  }
  return { state: 'ENDED', description: 'Free trial ended.', expireText: `Your free trial ended on ${text}.`, expirationDateMillis: ends.getTime() };
}

const TRANSACTION_TYPES: Record<string, Transaction['type']> = { purchase: 'purchase', refund: 'refund', verify: 'verify', credit: 'credit' };
const TRANSACTION_STATUSES: Record<string, Transaction['status']> = { success: 'success', declined: 'declined', void: 'void', pending: 'pending' };

/** A gateway transaction as the transactions list shows it. */
export function transactionOf(transaction: GatewayTransaction, info: BillingInfo | null): Transaction {
  const method = transaction.paymentMethod ?? info?.paymentMethod ?? null;
  return {
    id: transaction.id ?? '',
    date: transaction.createdAt?.getTime() ?? 0,
    // A refund (a pay-per-view credit, issue 25 section 5) is named as one, not as the subscription.
    description: transaction.description ?? (transaction.type === 'verify' ? 'Payment method verified' : transaction.type === 'refund' ? 'Refund' : 'Subscription'),
    amountInCents: Math.round((transaction.amount ?? 0) * 100),
    type: TRANSACTION_TYPES[transaction.type ?? ''] ?? 'purchase',
    status: TRANSACTION_STATUSES[transaction.status ?? ''] ?? 'pending',
    paymentMethod: billingInfoDisplay(method ? { paymentMethod: method } : null),
  };
}
