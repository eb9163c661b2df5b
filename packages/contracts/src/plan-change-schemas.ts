import { z } from 'zod';
import { couponSchema, planSchema, productCodeSchema, redemptionCodeSchema } from './billing-schemas.ts';
import { PLAN_CHANGE_TIMINGS } from './plan-change.ts';

/**
 * The schemas of plan-change.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

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
