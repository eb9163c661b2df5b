import { isDirectBilling, type SubscriptionDetails } from '@stat/contracts';

/** What Settings' cancel and reactivate controls need of a subscription they may act on. */
export interface CancellableSubscription {
  state: 'ACTIVE' | 'CANCELING';
  expirationDateMillis: number | null;
}

/**
 * Whether the viewer may cancel (or reactivate) here: a live subscription at our gateway, billed
 * directly (BACON, or the empty value: streaming spec section 4), active or canceling. Partner,
 * app-store and complimentary billing is managed where it is paid for; null then.
 */
export function cancellableSubscriptionOf(details: SubscriptionDetails | undefined): CancellableSubscription | null {
  if (!details?.subscription) return null;
  if (!isDirectBilling(details.billingType)) return null;
  const { state, expirationDateMillis } = details.subscriptionStatus;
  return state === 'ACTIVE' || state === 'CANCELING' ? { state, expirationDateMillis } : null;
}
