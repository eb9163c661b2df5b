import { MESSAGES } from './messages.ts';
import { onFirstUse } from './on-first-use.ts';

/**
 * Plans, previews and subscribing (streaming spec sections 3–9, "Paywall, plans and billing").
 * Money is in integer cents, dates in epoch milliseconds. What is on sale comes from the
 * operator's plans file; the payment records are the gateway's (Recurly, or the embedded one).
 */

/** A product code: upper-case letters, digits and _ (STAT_PREMIUM_MONTHLY). */
export const PRODUCT_CODE_PATTERN = /^[A-Z0-9_]{1,64}$/;

export const BILLING_INTERVALS = ['month', 'year'] as const;

export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Plan and add-on status values (section 4). */
export const PLAN_STATUSES = ['active', 'inactive', 'canceling', 'pending'] as const;

export const PAYMENT_METHODS = ['Card', 'PayPal'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What the billing calls answer in words (designed here where the spec gives none: docs/decisions.md, "Billing"). */
export const BILLING_MESSAGES = {
  // The spec's own words (section 5) are MESSAGES'; these name them where the API answers them.
  productCodesRequired: MESSAGES.productCodesRequired,
  planNotFound: 'This plan is not on sale.',
  giftCardTitle: MESSAGES.giftCardErrorTitle,
  giftCardRedeemed: MESSAGES.giftCardAlreadyRedeemed,
  giftCardNotFound: 'We could not find a gift card with this code. Check it and try again.',
  couponNotFound: 'We could not find a coupon with this code. Check it and try again.',
  couponNewSubscribersOnly: 'This coupon is for new subscribers only.',
  alreadySubscribed: 'You already have a subscription. Manage it in Settings.',
  purchaseDisabled: 'Subscriptions cannot be bought right now. Please try again later.',
  paymentInvalid: MESSAGES.billingValidationFailed,
  paymentsUnavailable: 'We could not reach our payment provider. Nothing was charged. Please try again in a moment.',
} as const;

// Prices are US dollars whatever the viewer's locale: the plans are sold in USD.
const dollars = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/** An amount in US dollars as shown everywhere (pages, mail, messages): $14.99, $5.00, $1,499.00. */
export function formatPrice(cents: number): string {
  return dollars().format(cents / 100);
}

const INTERVAL_WORDS: Record<BillingInterval, string> = { month: 'a month', year: 'a year' };

/** A plan's name with the add-ons taken with it: "Essential with Northstar+" (a bundle). */
export function planDisplayName(plan: { name: string; addOns: readonly { name: string }[] }): string {
  return plan.addOns.length ? `${plan.name} with ${plan.addOns.map((addOn) => addOn.name).join(' and ')}` : plan.name;
}

/** "Premium, $14.99 a month"; with an add-on "Premium with Northstar+, $19.99 a month". */
export function planSummary(plan: { name: string; priceInCents: number; billingInterval: BillingInterval; addOns: readonly { name: string }[] }): string {
  return `${planDisplayName(plan)}, ${formatPrice(plan.priceInCents)} ${INTERVAL_WORDS[plan.billingInterval]}`;
}

/** Plans sort with the ids containing _PREMIUM first, then as given (section 9). */
export function sortPlans<T extends { productCode: string }>(plans: readonly T[]): T[] {
  const premium = (plan: T) => (plan.productCode.includes('_PREMIUM') ? 0 : 1);
  return [...plans].sort((a, b) => premium(a) - premium(b));
}

export const SUBSCRIPTION_STATES = ['ACTIVE', 'CANCELING', 'EXPIRED', 'NONE'] as const;

export const TRIAL_STATES = ['IN_TRIAL', 'ENDED', 'NONE'] as const;
