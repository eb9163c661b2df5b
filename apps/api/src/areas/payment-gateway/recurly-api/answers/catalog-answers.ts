import type { GatewayAddOnRow, GatewayCouponRow, GatewayGiftCardRow, GatewayPlanRow } from '../../../../db/gateway-schema.ts';
import { amount, CURRENCY } from '../money.ts';
import { couponExpiredAt } from '../purchase-pricing.ts';

/* Plans, add-ons, coupons and gift cards in Recurly's JSON (api.yaml: Plan, AddOn, Coupon, GiftCard and their Mini forms). */

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function planMiniAnswer(plan: Pick<GatewayPlanRow, 'id' | 'code' | 'name'>) {
  return { id: plan.id, object: 'plan', code: plan.code, name: plan.name };
}

export function planAnswer(plan: GatewayPlanRow) {
  return {
    ...planMiniAnswer(plan),
    state: plan.state,
    pricing_model: 'fixed',
    description: null,
    interval_unit: plan.intervalUnit,
    interval_length: plan.intervalLength,
    trial_unit: plan.trialUnit,
    trial_length: plan.trialLength,
    // The card is verified even when a trial charges nothing.
    trial_requires_billing_info: true,
    total_billing_cycles: null,
    auto_renew: true,
    currencies: [{ currency: plan.currency, unit_amount: amount(plan.unitAmountCents), setup_fee: 0, tax_inclusive: false }],
    setup_fees: [],
    ramp_intervals: [],
    accounting_code: null,
    tax_exempt: false,
    custom_fields: [],
    allow_any_item_on_subscriptions: false,
    created_at: plan.createdAt.toISOString(),
    updated_at: plan.updatedAt.toISOString(),
    deleted_at: iso(plan.deletedAt),
  };
}

export function addOnMiniAnswer(addOn: Pick<GatewayAddOnRow, 'id' | 'code' | 'name'>) {
  return { id: addOn.id, object: 'add_on', code: addOn.code, name: addOn.name, add_on_type: 'fixed', usage_type: null, item_id: null, external_sku: null, accounting_code: null };
}

export function addOnAnswer(addOn: GatewayAddOnRow) {
  return {
    id: addOn.id,
    object: 'add_on',
    code: addOn.code,
    name: addOn.name,
    add_on_type: 'fixed',
    usage_type: null,
    external_sku: null,
    accounting_code: null,
    item: null,
    plan_id: addOn.planId,
    state: addOn.state,
    optional: true,
    default_quantity: 1,
    display_quantity: false,
    tier_type: 'flat',
    currencies: [{ currency: addOn.currency, unit_amount: amount(addOn.unitAmountCents), tax_inclusive: false }],
    created_at: addOn.createdAt.toISOString(),
    updated_at: addOn.updatedAt.toISOString(),
    deleted_at: iso(addOn.deletedAt),
  };
}

/** A coupon row as the pricing rules read it. */
export function couponTerms(coupon: GatewayCouponRow) {
  return {
    code: coupon.code,
    percentOff: coupon.percentOff ?? 0,
    planCodes: coupon.planCodes,
    amountOffCents: coupon.discountType === 'fixed' ? coupon.amountOffCents : null,
    appliesToNonPlanCharges: coupon.appliesToNonPlanCharges,
    redeemBy: coupon.redeemBy,
    expiredAt: coupon.expiredAt,
  };
}

export function couponMiniAnswer(coupon: GatewayCouponRow, now: Date) {
  const expiredAt = couponExpiredAt(couponTerms(coupon), now);
  return {
    id: coupon.id,
    object: 'coupon',
    code: coupon.code,
    name: coupon.name,
    state: expiredAt ? 'expired' : 'redeemable',
    discount:
      coupon.discountType === 'fixed'
        ? { type: 'fixed', currencies: [{ currency: CURRENCY, amount: amount(coupon.amountOffCents ?? 0) }] }
        : { type: 'percent', percent: coupon.percentOff },
    coupon_type: 'single_code',
    expired_at: iso(expiredAt),
  };
}

/** `plans`: the coupon's plans that exist at the gateway (PlanMini). */
export function couponAnswer(coupon: GatewayCouponRow, plans: Pick<GatewayPlanRow, 'id' | 'code' | 'name'>[], now: Date) {
  return {
    ...couponMiniAnswer(coupon, now),
    // Off the first billing period only (Recurly's single_use), or every invoice for some months
    // after it is redeemed on an account (temporal: a retention offer).
    duration: coupon.temporalMonths ? 'temporal' : 'single_use',
    temporal_amount: coupon.temporalMonths,
    temporal_unit: coupon.temporalMonths ? 'month' : null,
    redemption_resource: coupon.temporalMonths ? 'account' : 'subscription',
    applies_to_all_plans: false,
    applies_to_all_items: false,
    applies_to_non_plan_charges: coupon.appliesToNonPlanCharges,
    plans: plans.map(planMiniAnswer),
    items: [],
    max_redemptions: null,
    max_redemptions_per_account: null,
    redeem_by: iso(coupon.redeemBy),
    hosted_page_description: null,
    invoice_description: null,
    created_at: coupon.createdAt.toISOString(),
    updated_at: coupon.updatedAt.toISOString(),
  };
}

/**
 * `balanceCents`: what is left of it: its whole amount until redeemed, then the unspent part of the
 * credit it gave the recipient (0 when it was redeemed before reaching the gateway).
 */
export function giftCardAnswer(card: GatewayGiftCardRow, balanceCents: number) {
  return {
    id: card.id,
    object: 'gift_card',
    gifter_account_id: null,
    recipient_account_id: card.recipientAccountId,
    purchase_invoice_id: null,
    redemption_invoice_id: card.redemptionInvoiceId,
    redemption_code: card.redemptionCode,
    balance: amount(balanceCents),
    product_code: null,
    unit_amount: amount(card.unitAmountCents),
    currency: card.currency,
    delivery: null,
    created_at: card.createdAt.toISOString(),
    updated_at: card.updatedAt.toISOString(),
    delivered_at: null,
    redeemed_at: iso(card.redeemedAt),
    canceled_at: null,
  };
}
