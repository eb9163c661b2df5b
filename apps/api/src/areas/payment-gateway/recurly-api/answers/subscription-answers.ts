import type {
  GatewayAccountRow,
  GatewayAddOnRow,
  GatewayCouponRedemptionRow,
  GatewayCouponRow,
  GatewayPlanRow,
  GatewaySubscriptionAddOnRow,
  GatewaySubscriptionRow,
} from '../../../../db/gateway-schema.ts';
import { addInterval } from '../../../../lib/billing-periods.ts';
import { amount } from '../money.ts';
import { accountMiniAnswer } from './account-answers.ts';
import { addOnMiniAnswer, couponMiniAnswer, planMiniAnswer } from './catalog-answers.ts';

/* Subscriptions and coupon redemptions in Recurly's JSON (api.yaml: Subscription, SubscriptionAddOn, CouponRedemptionMini). */

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A coupon redemption with its coupon; `now` decides whether the coupon still reads as redeemable. */
export interface CouponRedemptionView {
  redemption: Pick<GatewayCouponRedemptionRow, 'state' | 'discountedCents' | 'createdAt'> & { id: string | null };
  coupon: GatewayCouponRow;
  now: Date;
}

/**
 * single_use: while active, the first paid period is still to be discounted; temporal: every
 * invoice until `expires_at`, that many months after the redemption.
 */
export function remainingDuration(redeemedAt: Date, coupon: Pick<GatewayCouponRow, 'temporalMonths'>) {
  return coupon.temporalMonths ? { type: 'temporal', expires_at: addInterval(redeemedAt, 'months', coupon.temporalMonths).toISOString() } : { type: 'single_use' };
}

export function couponRedemptionMiniAnswer({ redemption, coupon, now }: CouponRedemptionView) {
  return {
    id: redemption.id,
    object: 'coupon_redemption',
    coupon: couponMiniAnswer(coupon, now),
    state: redemption.state,
    remaining_duration: remainingDuration(redemption.createdAt, coupon),
    discounted: amount(redemption.discountedCents),
    created_at: redemption.createdAt.toISOString(),
  };
}

export interface SubscriptionView {
  subscription: GatewaySubscriptionRow;
  account: GatewayAccountRow;
  plan: GatewayPlanRow;
  addOns: { subscriptionAddOn: GatewaySubscriptionAddOnRow; addOn: GatewayAddOnRow }[];
  couponRedemptions: CouponRedemptionView[];
}

export function subscriptionAnswer({ subscription, account, plan, addOns, couponRedemptions }: SubscriptionView) {
  const addOnsTotalCents = addOns.reduce((sum, { subscriptionAddOn }) => sum + subscriptionAddOn.quantity * subscriptionAddOn.unitAmountCents, 0);
  const subtotalCents = subscription.quantity * subscription.unitAmountCents + addOnsTotalCents;
  return {
    id: subscription.id,
    object: 'subscription',
    uuid: subscription.uuid,
    account: accountMiniAnswer(account),
    plan: planMiniAnswer(plan),
    state: subscription.state,
    shipping: null,
    coupon_redemptions: couponRedemptions.map(couponRedemptionMiniAnswer),
    pending_change: null,
    current_period_started_at: subscription.currentPeriodStartedAt.toISOString(),
    current_period_ends_at: subscription.currentPeriodEndsAt.toISOString(),
    current_term_started_at: subscription.currentTermStartedAt.toISOString(),
    current_term_ends_at: subscription.currentTermEndsAt.toISOString(),
    trial_started_at: iso(subscription.trialStartedAt),
    trial_ends_at: iso(subscription.trialEndsAt),
    remaining_billing_cycles: null,
    total_billing_cycles: null,
    renewal_billing_cycles: null,
    auto_renew: subscription.autoRenew,
    ramp_intervals: [],
    paused_at: null,
    remaining_pause_cycles: null,
    resume_at: null,
    currency: subscription.currency,
    revenue_schedule_type: null,
    unit_amount: amount(subscription.unitAmountCents),
    tax_inclusive: false,
    quantity: subscription.quantity,
    add_ons: addOns.map(({ subscriptionAddOn, addOn }) => ({
      id: subscriptionAddOn.id,
      object: 'subscription_add_on',
      subscription_id: subscription.id,
      add_on: addOnMiniAnswer(addOn),
      add_on_source: 'plan_add_on',
      quantity: subscriptionAddOn.quantity,
      unit_amount: amount(subscriptionAddOn.unitAmountCents),
      revenue_schedule_type: null,
      tier_type: 'flat',
      created_at: subscriptionAddOn.createdAt.toISOString(),
      updated_at: subscriptionAddOn.updatedAt.toISOString(),
      expired_at: null,
    })),
    add_ons_total: amount(addOnsTotalCents),
    // Before any coupon, without tax: what a renewal charges.
    subtotal: amount(subtotalCents),
    tax: 0,
    total: amount(subtotalCents),
    collection_method: 'automatic',
    po_number: null,
    net_terms: 0,
    net_terms_type: 'net',
    terms_and_conditions: null,
    customer_notes: null,
    expiration_reason: null,
    custom_fields: [],
    created_at: subscription.createdAt.toISOString(),
    updated_at: subscription.updatedAt.toISOString(),
    activated_at: iso(subscription.activatedAt),
    canceled_at: iso(subscription.canceledAt),
    expires_at: iso(subscription.expiresAt),
    bank_account_authorized_at: null,
    gateway_code: null,
    billing_info_id: null,
    active_invoice_id: null,
    started_with_gift: false,
    converted_at: null,
  };
}
