import { BILLING_MESSAGES, ERROR_CODES, PPV_SALE_MESSAGES, type ApiError } from '@stat/contracts';
import type { PpvEventFile } from './ppv-event-file.ts';
import type { PpvCurrent } from './ppv-store.ts';

/*
 * The pay-per-view sale's rules, pure: whether the event is on sale, what a coupon takes off, and
 * what a purchase does with the account's row for the event (docs/decisions.md, "Pay-per-view
 * purchase (API)").
 */

export interface SaleRefusal {
  status: 404 | 409 | 422;
  error: ApiError;
}

/**
 * Whether `productId` can be bought now: it must be the current event's, in a phase whose page
 * sections include the purchase (the operator's file says so: pre to cooldown in the seed, late
 * buyers during the broadcast and the replay's after it included). Null when it may.
 */
export function saleRefusal(current: Pick<PpvCurrent, 'event' | 'phase'>, productId: string): SaleRefusal | null {
  if (productId !== current.event.productId) return { status: 404, error: { code: ERROR_CODES.ppvNotFound, body: PPV_SALE_MESSAGES.notFound } };
  if (!current.event.sections[current.phase].includes('event-purchase')) {
    return { status: 422, error: { code: ERROR_CODES.ppvNotOnSale, body: PPV_SALE_MESSAGES.notOnSale } };
  }
  return null;
}

/** A coupon as the gateway has it, in what the sale reads. */
export interface GatewayCouponTerms {
  code: string;
  name: string;
  /** Its US dollar amount off one-time charges, in cents; null when it takes none off them. */
  amountOffInCents: number | null;
  /** It can no longer be redeemed (the gateway's state, or its redeem-by passed). */
  expired: boolean;
}

/** What a coupon takes off the event's price now: the discount, never more than the price. */
export interface CouponOff {
  code: string;
  description: string;
  discountInCents: number;
  priceInCents: number;
}

/**
 * A coupon for this event: unknown at the gateway (404), expired, or not one the event file names
 * or not off one-time charges (422, "not for this event"); else what it takes off `priceInCents`.
 */
export function couponOff(
  code: string,
  coupon: GatewayCouponTerms | null,
  event: Pick<PpvEventFile, 'coupons'>,
  priceInCents: number,
): { refusal: SaleRefusal } | { off: CouponOff } {
  if (!coupon) return { refusal: { status: 404, error: { code: ERROR_CODES.couponInvalid, body: BILLING_MESSAGES.couponNotFound } } };
  const declared = event.coupons.find((entry) => entry.code === coupon.code);
  if (!declared || coupon.amountOffInCents === null) {
    return { refusal: { status: 422, error: { code: ERROR_CODES.couponNotApplicable, body: PPV_SALE_MESSAGES.couponNotForEvent(coupon.code) } } };
  }
  if (coupon.expired) return { refusal: { status: 422, error: { code: ERROR_CODES.couponExpired, body: PPV_SALE_MESSAGES.couponExpired(coupon.code) } } };
  const discountInCents = Math.min(coupon.amountOffInCents, priceInCents);
  return { off: { code: coupon.code, description: declared.description, discountInCents, priceInCents: priceInCents - discountInCents } };
}

/** A claim older than this with no answer from its charge is taken as dead: longer than any gateway call. */
export const STALE_CLAIM_MS = 2 * 60 * 1000;

/** The account's row for the event, as a purchase finds it. */
export interface ExistingClaim {
  status: 'pending' | 'paid';
  gatewayKey: string | null;
  createdAt: Date;
}

/**
 * What a purchase does with the account's row for the event:
 * - none: claim it;
 * - paid: refuse, already bought (409);
 * - pending with this intent's gateway key (a request without an Idempotency-Key has none): resume it (the same intent retried after a crash mid-charge;
 *   the gateway's idempotency replays the same charge, or makes it if it never got there);
 * - pending with another key, recent: refuse, in progress (409: a double click, two tabs);
 * - pending with another key, stale: reconcile (ask the gateway whether it charged; if not, take it over).
 */
export function claimStep(row: ExistingClaim | null, gatewayKey: string | null, now: Date): 'claim' | 'paid' | 'resume' | 'inProgress' | 'reconcile' {
  if (!row) return 'claim';
  if (row.status === 'paid') return 'paid';
  if (gatewayKey !== null && row.gatewayKey === gatewayKey) return 'resume';
  return now.getTime() - row.createdAt.getTime() >= STALE_CLAIM_MS ? 'reconcile' : 'inProgress';
}

export const ALREADY_BOUGHT: SaleRefusal = { status: 409, error: { code: ERROR_CODES.ppvAlreadyBought, body: PPV_SALE_MESSAGES.alreadyBought } };
export const IN_PROGRESS: SaleRefusal = { status: 409, error: { code: ERROR_CODES.ppvPurchaseInProgress, body: PPV_SALE_MESSAGES.purchaseInProgress } };
