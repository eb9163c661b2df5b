import type {
  GatewayAccountRow,
  GatewayAddOnRow,
  GatewayCouponRedemptionRow,
  GatewayCouponRow,
  GatewayPlanRow,
  GatewaySubscriptionAddOnRow,
  GatewaySubscriptionChangeRow,
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

/** A subscription change with its plan and add-ons (a preview's: no id). */
export interface SubscriptionChangeView {
  change: Omit<GatewaySubscriptionChangeRow, 'id'> & { id: string | null };
  plan: GatewayPlanRow;
  addOns: { addOn: GatewayAddOnRow; quantity: number; unitAmountCents: number }[];
}

export interface SubscriptionView {
  subscription: GatewaySubscriptionRow;
  account: GatewayAccountRow;
  plan: GatewayPlanRow;
  addOns: { subscriptionAddOn: GatewaySubscriptionAddOnRow; addOn: GatewayAddOnRow }[];
  couponRedemptions: CouponRedemptionView[];
  pendingChange: SubscriptionChangeView | null;
}

/** api.yaml SubscriptionAddOn; a change's add-ons have no id of their own until it applies. */
function subscriptionAddOnAnswer(subscriptionId: string, id: string | null, addOn: GatewayAddOnRow, held: { quantity: number; unitAmountCents: number }, stamps: { createdAt: Date; updatedAt: Date }) {
  return {
    id,
    object: 'subscription_add_on',
    subscription_id: subscriptionId,
    add_on: addOnMiniAnswer(addOn),
    add_on_source: 'plan_add_on',
    quantity: held.quantity,
    unit_amount: amount(held.unitAmountCents),
    revenue_schedule_type: null,
    tier_type: 'flat',
    created_at: stamps.createdAt.toISOString(),
    updated_at: stamps.updatedAt.toISOString(),
    expired_at: null,
  };
}

/** api.yaml SubscriptionChange; `invoiceCollection`, what a change made now invoiced (or would, previewed). */
export function subscriptionChangeAnswer({ change, plan, addOns }: SubscriptionChangeView, invoiceCollection: unknown = null) {
  return {
    id: change.id,
    object: 'subscription_change',
    subscription_id: change.subscriptionId,
    plan: planMiniAnswer(plan),
    add_ons: addOns.map(({ addOn, ...held }) => subscriptionAddOnAnswer(change.subscriptionId, null, addOn, held, change)),
    unit_amount: amount(change.unitAmountCents),
    tax_inclusive: false,
    quantity: 1,
    shipping: null,
    activate_at: change.activateAt.toISOString(),
    activated: change.activatedAt !== null,
    revenue_schedule_type: null,
    invoice_collection: invoiceCollection,
    business_entity: null,
    custom_fields: [],
    created_at: change.createdAt.toISOString(),
    updated_at: change.updatedAt.toISOString(),
    deleted_at: iso(change.deletedAt),
    billing_info: null,
    ramp_intervals: [],
    next_bill_date: null,
  };
}

export function subscriptionAnswer({ subscription, account, plan, addOns, couponRedemptions, pendingChange }: SubscriptionView) {
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
    pending_change: pendingChange ? subscriptionChangeAnswer(pendingChange) : null,
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
    add_ons: addOns.map(({ subscriptionAddOn, addOn }) => subscriptionAddOnAnswer(subscription.id, subscriptionAddOn.id, addOn, subscriptionAddOn, subscriptionAddOn)),
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
