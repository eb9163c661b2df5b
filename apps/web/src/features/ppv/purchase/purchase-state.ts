import type { AppVariant, PpvCoupon, PpvPurchase, VisitorState } from '@stat/contracts';

/**
 * What the purchase section offers (docs/decisions.md, "Pay-per-view: buying on the event page"):
 * signed out, to sign in; on ott without a subscription, to subscribe first (the paywall is the
 * direct variant's door, and its saved card is the subscription's); once the viewer's purchase is
 * known, to buy or what was bought.
 */
export type PurchaseSectionState = 'signIn' | 'subscribe' | 'checking' | 'failed' | 'buy' | 'bought';

export interface PurchaseSectionFacts {
  variant: AppVariant;
  visitor: VisitorState;
  /** GET user/ppv/latest-purchase: pending, failed, or its answer. */
  latest: { status: 'pending' } | { status: 'error' } | { status: 'success'; purchase: PpvPurchase | null };
}

export function purchaseSectionState({ variant, visitor, latest }: PurchaseSectionFacts): PurchaseSectionState {
  if (visitor === 'signedOut') return 'signIn';
  if (latest.status === 'success' && latest.purchase) return 'bought';
  if (variant === 'ott' && visitor === 'unauthorized') return 'subscribe';
  if (latest.status === 'pending') return 'checking';
  if (latest.status === 'error') return 'failed';
  return 'buy';
}

/** What the viewer pays: the coupon's price when one is applied (the API's, never below zero), else the event's. */
export function amountDue(priceInCents: number, coupon: Pick<PpvCoupon, 'priceInCents'> | null): number {
  return coupon ? coupon.priceInCents : priceInCents;
}
