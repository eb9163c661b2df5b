import { BILLING_MESSAGES, ERROR_CODES, planSummary, type ApiError, type Coupon } from '@stat/contracts';
import type { PlansFile } from './plans-file.ts';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export interface CouponRefusal {
  status: 404 | 422;
  error: ApiError;
}

/** A code the gateway has no coupon for. */
export const UNKNOWN_COUPON: CouponRefusal = { status: 404, error: { code: ERROR_CODES.couponInvalid, body: BILLING_MESSAGES.couponNotFound } };

/**
 * Whether a coupon may be used (streaming spec section 5: "coupon validation in the plan flow
 * may include the product code"), and if not, a message that says why: expired, for other
 * plans (naming them), or for new subscribers only. Null when it may.
 */
export function couponRefusal(
  coupon: Coupon,
  context: { productCode?: string; hasPurchased: boolean; now: Date; plans: PlansFile },
): CouponRefusal | null {
  if (coupon.expiresAt !== null && coupon.expiresAt <= context.now.getTime()) {
    return { status: 422, error: { code: ERROR_CODES.couponExpired, body: `This coupon expired on ${day.format(coupon.expiresAt)}.` } };
  }
  if (context.productCode !== undefined && !coupon.plans.includes(context.productCode)) {
    const names = context.plans.plans
      .filter((plan) => coupon.plans.includes(plan.code))
      .map((plan) => planSummary({ name: plan.name, priceInCents: plan.priceInCents, billingInterval: plan.interval, addOns: [] }));
    return {
      status: 422,
      error: { code: ERROR_CODES.couponNotApplicable, body: `${coupon.code} applies only to ${names.join(' and ')}.` },
    };
  }
  if (coupon.newSubscribersOnly && context.hasPurchased) {
    return { status: 422, error: { code: ERROR_CODES.couponNotApplicable, body: BILLING_MESSAGES.couponNewSubscribersOnly } };
  }
  return null;
}
