import { addInterval, type IntervalUnit } from '../../../lib/billing-periods.ts';

/*
 * What a purchase costs, as pure rules: the trial, the first billing period, the add-ons, the
 * coupon and the account's credit. No tax (the service sells in the US without a tax service).
 */

export interface PlanPrice {
  id: string;
  code: string;
  name: string;
  intervalUnit: IntervalUnit;
  intervalLength: number;
  trialUnit: IntervalUnit;
  /** 0: no trial. */
  trialLength: number;
  currency: string;
  unitAmountCents: number;
}

export interface AddOnPrice {
  id: string;
  code: string;
  name: string;
  unitAmountCents: number;
}

export interface CouponTerms {
  code: string;
  /** A percent coupon's percentage off the plans it names; 0 for a fixed one. */
  percentOff: number;
  planCodes: readonly string[];
  /** A fixed coupon's amount off the purchase's one-time charges, in cents; null for a percent one. */
  amountOffCents: number | null;
  /** Off one-time charges (Recurly's applies_to_non_plan_charges). */
  appliesToNonPlanCharges: boolean;
  redeemBy: Date | null;
  /** Deactivated by the operator. */
  expiredAt: Date | null;
}

/** Whether the coupon can no longer be redeemed: its redeem_by has passed, or it was deactivated. */
export function couponExpired(coupon: CouponTerms, now: Date): boolean {
  return coupon.expiredAt !== null || (coupon.redeemBy !== null && coupon.redeemBy.getTime() <= now.getTime());
}

/** When the coupon stopped being redeemable, or null while it still is. */
export function couponExpiredAt(coupon: CouponTerms, now: Date): Date | null {
  if (coupon.expiredAt) return coupon.expiredAt;
  return coupon.redeemBy && coupon.redeemBy.getTime() <= now.getTime() ? coupon.redeemBy : null;
}

export interface SubscriptionOrder {
  plan: PlanPrice;
  addOns: { addOn: AddOnPrice; quantity: number }[];
  /**
   * Recurly's trial_ends_at: undefined, the plan's own trial; now or earlier, no trial; later,
   * a trial until then.
   */
  trialEndsAt: Date | undefined;
}

export type LineOrigin = 'plan' | 'plan_trial' | 'add_on' | 'add_on_trial' | 'one_time';

/** One line of the first invoice. */
export interface PricedLine {
  origin: LineOrigin;
  /** Null on a one-time charge. */
  planId: string | null;
  planCode: string | null;
  addOnId: string | null;
  addOnCode: string | null;
  description: string;
  quantity: number;
  unitAmountCents: number;
  /** quantity × unit amount. */
  subtotalCents: number;
  discountCents: number;
  /** subtotal − discount. */
  amountCents: number;
  startDate: Date;
  /** Null on a one-time charge, which covers no period. */
  endDate: Date | null;
  /** A one-time charge's product code (the pay-per-view's product id); plan lines answer their codes. */
  productCode?: string | null;
}

export interface Period {
  startedAt: Date;
  endsAt: Date;
}

export interface PricedSubscription {
  order: SubscriptionOrder;
  /** Null: billed from today. */
  trial: Period | null;
  /** The current period: the trial while there is one, else the first billing period. */
  period: Period;
  lines: PricedLine[];
  /** The coupon is redeemed on this subscription (its plan is one of the coupon's). */
  couponRedeemed: boolean;
  /** …and its discount was spent on this invoice (false in a trial: it waits for the first paid period). */
  couponSpent: boolean;
}

function trialOf(order: SubscriptionOrder, now: Date): Period | null {
  const { plan, trialEndsAt } = order;
  if (trialEndsAt !== undefined) return trialEndsAt.getTime() > now.getTime() ? { startedAt: now, endsAt: trialEndsAt } : null;
  return plan.trialLength > 0 ? { startedAt: now, endsAt: addInterval(now, plan.trialUnit, plan.trialLength) } : null;
}

/**
 * The subscription's first invoice lines. In a trial every line is free (plan_trial, add_on_trial)
 * and a coupon waits for the first paid period; otherwise the plan and its add-ons are charged for
 * one billing period, the coupon's percentage off each line (rounded to the cent).
 */
export function priceSubscription(order: SubscriptionOrder, coupon: CouponTerms | null, now: Date): PricedSubscription {
  const { plan } = order;
  const trial = trialOf(order, now);
  const period = trial ?? { startedAt: now, endsAt: addInterval(now, plan.intervalUnit, plan.intervalLength) };
  const couponRedeemed = coupon !== null && coupon.planCodes.includes(plan.code);
  const percentOff = couponRedeemed && !trial ? coupon.percentOff : 0;
  const line = (origin: LineOrigin, addOn: AddOnPrice | null, quantity: number, unitAmountCents: number, description: string): PricedLine => {
    const subtotalCents = quantity * unitAmountCents;
    const discountCents = Math.round((subtotalCents * percentOff) / 100);
    return {
      origin,
      planId: plan.id,
      planCode: plan.code,
      addOnId: addOn?.id ?? null,
      addOnCode: addOn?.code ?? null,
      description,
      quantity,
      unitAmountCents,
      subtotalCents,
      discountCents,
      amountCents: subtotalCents - discountCents,
      startDate: period.startedAt,
      endDate: period.endsAt,
    };
  };
  const lines = [
    trial ? line('plan_trial', null, 1, 0, `${plan.name} trial`) : line('plan', null, 1, plan.unitAmountCents, plan.name),
    ...order.addOns.map(({ addOn, quantity }) =>
      trial ? line('add_on_trial', addOn, quantity, 0, `${addOn.name} trial`) : line('add_on', addOn, quantity, addOn.unitAmountCents, addOn.name),
    ),
  ];
  return { order, trial, period, lines, couponRedeemed, couponSpent: couponRedeemed && !trial };
}

/** A one-time charge as the purchase asks for it (Recurly's LineItemCreate, quantity 1). */
export interface OneTimeCharge {
  unitAmountCents: number;
  description: string;
  productCode: string | null;
}

/** Whether the coupon takes anything off one-time charges. */
export function couponAppliesToCharges(coupon: CouponTerms | null): boolean {
  return coupon !== null && coupon.appliesToNonPlanCharges;
}

/**
 * The one-time charges' lines (origin one_time). A coupon that applies to them takes its fixed
 * amount off, spread over the lines in order and never below zero, or its percentage off each
 * (rounded to the cent).
 */
export function priceOneTimeCharges(charges: readonly OneTimeCharge[], coupon: CouponTerms | null, now: Date): PricedLine[] {
  let fixedLeft = couponAppliesToCharges(coupon) ? (coupon!.amountOffCents ?? 0) : 0;
  const percentOff = couponAppliesToCharges(coupon) && coupon!.amountOffCents === null ? coupon!.percentOff : 0;
  return charges.map((charge) => {
    const subtotalCents = charge.unitAmountCents;
    const fixed = Math.min(fixedLeft, subtotalCents);
    fixedLeft -= fixed;
    const discountCents = Math.min(subtotalCents, fixed + Math.round((subtotalCents * percentOff) / 100));
    return {
      origin: 'one_time',
      planId: null,
      planCode: null,
      addOnId: null,
      addOnCode: null,
      productCode: charge.productCode,
      description: charge.description,
      quantity: 1,
      unitAmountCents: charge.unitAmountCents,
      subtotalCents,
      discountCents,
      amountCents: subtotalCents - discountCents,
      startDate: now,
      endDate: null,
    };
  });
}

export interface InvoiceTotals {
  subtotalCents: number;
  discountCents: number;
  /** subtotal − discount. */
  totalCents: number;
  /** The account's credit spent on it (at most the total). */
  creditAppliedCents: number;
  /** What the payment method is charged: total − credit. */
  dueCents: number;
}

/** The invoice's sums; `creditCents` is the credit the account has (gift cards), spent first. */
export function invoiceTotals(lines: readonly PricedLine[], creditCents: number): InvoiceTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  const totalCents = subtotalCents - discountCents;
  const creditAppliedCents = Math.min(totalCents, Math.max(0, creditCents));
  return { subtotalCents, discountCents, totalCents, creditAppliedCents, dueCents: totalCents - creditAppliedCents };
}

/** What each credit, oldest first, gives to an invoice that spends `appliedCents` of them (the credits' unspent amounts, in cents). */
export function creditSpending(unspentCents: readonly number[], appliedCents: number): number[] {
  let left = appliedCents;
  return unspentCents.map((unspent) => {
    const spent = Math.min(left, unspent);
    left -= spent;
    return spent;
  });
}

/** The credit line a redeemed gift card puts on its credit invoice. */
export function giftCardCreditLine(redemptionCode: string, amountCents: number) {
  return {
    type: 'credit' as const,
    origin: 'credit',
    description: `Gift card ${redemptionCode}`,
    quantity: 1,
    unitAmountCents: -amountCents,
    subtotalCents: -amountCents,
    discountCents: 0,
    amountCents: -amountCents,
  };
}
