import { z } from 'zod';
import { couponSchema, formatPrice, planSchema, productCodeSchema, redemptionCodeSchema } from './billing.ts';
import { MESSAGES } from './messages.ts';

/*
 * Changing the plan (streaming spec sections 3, 4, 6, 7; issue 24 section 2): PUT user/plan,
 * DELETE user/plan/pending, POST user/availableplans/duration, POST coupon/redeem, and our own
 * POST user/plan/preview. Money in cents, dates in epoch milliseconds.
 */

/**
 * PUT user/plan, POST user/plan/preview and POST user/availableplans/duration: the plan chosen
 * and the add-ons taken with it (the spec leaves the body unshown: docs/decisions.md).
 */
export const planChangeRequestSchema = z.object({
  productCode: productCodeSchema,
  addOns: z.array(productCodeSchema).max(4).default([]),
});
export type PlanChangeRequest = z.input<typeof planChangeRequestSchema>;

/** When a change takes effect: now (prorated: an upgrade, or a longer interval) or at the term's end (the pending plan). */
export const PLAN_CHANGE_TIMINGS = ['now', 'termEnd'] as const;
export type PlanChangeTiming = (typeof PLAN_CHANGE_TIMINGS)[number];

/** POST user/plan/preview: what the change would do, before it is confirmed. */
export const planChangePreviewSchema = z.object({
  timing: z.enum(PLAN_CHANGE_TIMINGS),
  currentPlan: planSchema,
  /** The plan chosen, as the viewer would have it. */
  plan: planSchema,
  /** Now, or the term's end. */
  effectiveAt: z.number().int(),
  /** The new plan for the rest of the period (or a new period: another interval), before credit. */
  chargeTodayInCents: z.number().int().nonnegative(),
  /** The unused part of the current plan, and any account credit, spent on that charge. */
  creditTodayInCents: z.number().int().nonnegative(),
  /** What the card is charged today. */
  dueTodayInCents: z.number().int().nonnegative(),
  /** The next renewal after the change, and what it charges. */
  nextBillingDate: z.number().int(),
  nextChargeInCents: z.number().int().nonnegative(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

/** PUT user/plan: the plan now, the pending plan (a change at the term's end), what the card was charged. */
export const planChangeSchema = z.object({
  timing: z.enum(PLAN_CHANGE_TIMINGS),
  currentPlan: planSchema,
  pendingPlan: planSchema.nullable(),
  chargedInCents: z.number().int().nonnegative(),
  effectiveAt: z.number().int(),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

/** DELETE user/plan/pending: the plan kept. */
export const pendingPlanRemovedSchema = z.object({ currentPlan: planSchema });
export type PendingPlanRemoved = z.infer<typeof pendingPlanRemovedSchema>;

/** POST user/availableplans/duration: the plan of the other interval (more than one is an error: section 8), and the viewer's plan. */
export const intervalPlansSchema = z.object({
  currentPlan: planSchema.nullable(),
  plans: z.array(planSchema),
});
export type IntervalPlans = z.infer<typeof intervalPlansSchema>;

/** POST coupon/redeem (section 7: body coupon): a coupon on the viewer's subscription. */
export const couponRedeemRequestSchema = z.object({ coupon: redemptionCodeSchema });
export type CouponRedeemRequest = z.input<typeof couponRedeemRequestSchema>;
export const couponRedemptionSchema = z.object({
  coupon: couponSchema,
  /** The next bill, the first the coupon takes off. */
  appliesFrom: z.number().int(),
});
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;

/** The plan change calls' own error codes (with CANCELLATION_ERROR_CODES' for no subscription and billed elsewhere). */
export const PLAN_CHANGE_ERROR_CODES = {
  canceling: 'error.subscription.canceling',
  unchanged: 'error.plan.unchanged',
  noPendingChange: 'error.plan.noPendingChange',
  couponRedeemed: 'error.coupon.redeemed',
} as const;

/** What the plan change calls answer in words. */
export const PLAN_CHANGE_MESSAGES = {
  noSubscription: 'You have no subscription to change here.',
  billedElsewhere: 'Your subscription is billed by someone else. Change it where you pay for it.',
  canceling: 'Your subscription is canceled. Reactivate it to change your plan.',
  unchanged: 'This is already your plan.',
  noPendingChange: 'There is no plan change to remove.',
  couponRedeemed: 'This coupon is already on your subscription.',
  retentionOfferOnly: 'This offer is only available when you cancel.',
} as const;

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** A date as the plan screens show it: March 10, 2027. */
export const formatPlanDate = (date: number) => day.format(date);

export const PLAN_CHANGE_LABELS = {
  sectionTitle: 'Your plan',
  currentPlan: 'Current plan',
  renews: (date: number) => `Renews on ${day.format(date)}`,
  addOnsTitle: 'Add-ons',
  addOnStatus: { active: 'Active', inactive: 'Not included', canceling: 'Ends at renewal', pending: 'Starts at renewal' },
  changePlan: 'Change plan',
  dialogTitle: 'Change your plan',
  choosePlan: 'Choose a plan',
  plansLegend: 'Plans and prices',
  perInterval: { month: 'a month', year: 'a year' },
  yourPlan: 'Your plan',
  addOn: (name: string, price: string) => `Add ${name} (${price})`,
  review: 'Review change',
  reviewTitle: 'Review your change',
  loadingPreview: 'Working out what changes…',
  from: 'From',
  to: 'To',
  startsNow: 'Your new plan starts now.',
  startsOn: (date: number) => `Your new plan starts on ${day.format(date)}. Until then you keep your current plan, and nothing is charged today.`,
  chargeToday: 'New plan for the rest of this period',
  chargeTodayNewPeriod: 'New plan, first period',
  creditToday: 'Credit for unused time',
  dueToday: 'Charged today',
  nextCharge: (cents: number, date: number) => `Then ${formatPrice(cents)} on ${day.format(date)}.`,
  confirm: 'Confirm change',
  back: 'Back',
  cancel: 'Cancel',
  close: 'Close',
  pending: (summary: string, date: number) => `Changing to ${summary} on ${day.format(date)}.`,
  keepCurrent: 'Keep my current plan',
  switchTo: { month: 'Switch to monthly billing', year: 'Switch to annual billing' },
  noOtherInterval: 'This plan has no other billing interval.',
  intervalError: { title: MESSAGES.intervalChangeErrorTitle, body: MESSAGES.myListFailed, ok: MESSAGES.ok },
  couponTitle: 'Have a coupon?',
  couponLabel: 'Coupon code',
  couponRequired: 'Enter a coupon code.',
  redeem: 'Redeem',
  notice: {
    changedNow: (summary: string) => `Your plan is now ${summary}.`,
    scheduled: (summary: string, date: number) => `Your plan changes to ${summary} on ${day.format(date)}.`,
    kept: 'You are keeping your current plan.',
    couponRedeemed: (code: string, date: number) => `Coupon ${code} applied. It comes off your bill on ${day.format(date)}.`,
  },
} as const;
