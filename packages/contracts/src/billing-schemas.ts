import { z } from 'zod';
import { BILLING_TYPES } from './constants.ts';
import { userSchema } from './user-schemas.ts';
import { BILLING_INTERVALS, PLAN_STATUSES, PAYMENT_METHODS, PRODUCT_CODE_PATTERN, SUBSCRIPTION_STATES, TRIAL_STATES } from './billing.ts';

/**
 * The schemas of billing.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

/** A product code: upper-case letters, digits and _ (STAT_PREMIUM_MONTHLY). */
export const productCodeSchema = z.string().regex(PRODUCT_CODE_PATTERN, 'Expected a product code');

/** Coupon and gift card codes as typed: letters, digits and dashes, any case (matched upper-cased). */
export const redemptionCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, 'Expected letters, digits and dashes')
  .transform((code) => code.toUpperCase());

export const addOnSchema = z.object({
  /** The add-on's code (NORTHSTAR_PLUS). */
  addOnId: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.literal('partner'),
  /** Per billing interval of the plan it is sold with. */
  priceInCents: z.number().int().nonnegative(),
  status: z.enum(PLAN_STATUSES),
});

export type AddOn = z.infer<typeof addOnSchema>;

/** A plan as sold, or as the viewer has it (currentPlan, pendingPlan: section 3). */
export const planSchema = z.object({
  productCode: productCodeSchema,
  name: z.string(),
  /** With the add-ons chosen; basePriceInCents is the plan alone. */
  priceInCents: z.number().int().nonnegative(),
  basePriceInCents: z.number().int().nonnegative(),
  billingInterval: z.enum(BILLING_INTERVALS),
  /** Days free for a first-time subscriber; 0 for none. */
  trialDays: z.number().int().nonnegative(),
  /** Whether titles play the house pre-roll on this plan. */
  ads: z.boolean(),
  /** Null for a plan on sale; the next charge's date for the viewer's own. */
  nextBillingDate: z.number().int().nullable(),
  /** One line saying what the plan is and costs: "Premium, $14.99 a month". */
  subscriptionPlanSummary: z.string(),
  addOns: z.array(addOnSchema),
});

export type Plan = z.infer<typeof planSchema>;

/** POST user/availableplans/bundleonly: the launch-coupon plans when LTOCouponEnabled, else none. */
export const availablePlansRequestSchema = z.object({ plans: z.array(productCodeSchema).max(20) });

export const availablePlansSchema = z.object({
  /** The viewer's plan, or null when they have none. */
  currentPlan: planSchema.nullable(),
  /** On sale, _PREMIUM first (section 9). */
  plans: z.array(planSchema),
});

export type AvailablePlans = z.infer<typeof availablePlansSchema>;

export const couponSchema = z.object({
  code: z.string(),
  name: z.string(),
  percentOff: z.number().int().min(1).max(100),
  /** The product codes it applies to. */
  plans: z.array(productCodeSchema),
  newSubscribersOnly: z.boolean(),
  /** After this it is expired; null, never. */
  expiresAt: z.number().int().nullable(),
});

export type Coupon = z.infer<typeof couponSchema>;

/** POST user/previewplans (section 7). Missing product codes: 'Product codes are required.' */
export const previewPlansRequestSchema = z.object({
  plans: z.array(productCodeSchema).max(8).optional(),
  addOns: z.array(productCodeSchema).max(4).optional(),
  couponCode: redemptionCodeSchema.optional(),
  giftCardCode: redemptionCodeSchema.optional(),
  postalCode: z.string().trim().max(10).optional(),
});

export type PreviewPlansRequest = z.input<typeof previewPlansRequestSchema>;

/** One plan's preview: what is charged today, when the trial ends, what is charged next and when. */
export const planPreviewSchema = planSchema.extend({
  /** Before the coupon and credit. */
  subtotalTodayInCents: z.number().int().nonnegative(),
  discountTodayInCents: z.number().int().nonnegative(),
  /** Account credit (a gift card's included) used today. */
  creditTodayInCents: z.number().int().nonnegative(),
  dueTodayInCents: z.number().int().nonnegative(),
  /** Null without a trial. */
  trialEndsAt: z.number().int().nullable(),
  /** When the next charge is taken: the trial's end, else the end of the first period. */
  nextChargeAt: z.number().int(),
  /** What that charge is: after a trial, the first period with the coupon and credit left over; else the full price. */
  nextChargeInCents: z.number().int().nonnegative(),
  /** The coupon's part of that next charge (a trial moves the discount to the first paid period). */
  nextDiscountInCents: z.number().int().nonnegative(),
});

export type PlanPreview = z.infer<typeof planPreviewSchema>;

export const previewPlansSchema = z.object({
  trialEligible: z.boolean(),
  plans: z.array(planPreviewSchema),
  /** Credit the account already holds. */
  existingAccountCreditInCents: z.number().int().nonnegative(),
  /** The credit after the gift card is redeemed. */
  totalNewAccountCreditInCents: z.number().int().nonnegative(),
  coupon: couponSchema.nullable(),
  giftCard: z.object({ code: z.string(), amountInCents: z.number().int().nonnegative() }).nullable(),
});

export type PreviewPlans = z.infer<typeof previewPlansSchema>;

/** Saved payment details of a direct-billing account (GET user/subscription/bacon). */
export const savedPaymentSchema = z.object({
  accountCode: z.string(),
  productCode: productCodeSchema.nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  cardType: z.string().nullable(),
  lastFourDigits: z.string().nullable(),
  year: z.number().int().nullable(),
  month: z.number().int().nullable(),
  subscriptionPlanSummary: z.string().nullable(),
  autoRenew: z.boolean(),
  hasPurchased: z.boolean(),
});

export type SavedPayment = z.infer<typeof savedPaymentSchema>;

/** POST user/subscription/bacon: buy a plan with the gateway's token (never card data). */
export const purchaseRequestSchema = z.object({
  recurlyToken: z.string().min(1).max(128),
  paymentMethod: z.enum(PAYMENT_METHODS),
  productCode: productCodeSchema,
  addOns: z.array(productCodeSchema).max(4).optional(),
  couponCode: redemptionCodeSchema.optional(),
  giftCardCode: redemptionCodeSchema.optional(),
  /** Re-entered on the confirm step; checked on the server (section 6). */
  password: z.string().min(1).max(200).optional(),
});

export type PurchaseRequest = z.input<typeof purchaseRequestSchema>;

/** The purchase's answer: the user (now authorized) and what the confirmation screen shows. */
export const purchaseSchema = z.object({
  user: userSchema,
  receipt: z.object({
    planName: z.string(),
    productCode: productCodeSchema,
    chargedInCents: z.number().int().nonnegative(),
    trialEndsAt: z.number().int().nullable(),
    nextBillingDate: z.number().int(),
    nextChargeInCents: z.number().int().nonnegative(),
    /** In the card format above. */
    paymentMethod: z.string(),
    invoiceNumber: z.string().nullable(),
  }),
});

export type Purchase = z.infer<typeof purchaseSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  date: z.number().int(),
  description: z.string(),
  amountInCents: z.number().int(),
  type: z.enum(['purchase', 'refund', 'credit', 'verify']),
  status: z.enum(['success', 'declined', 'void', 'pending']),
  paymentMethod: z.string(),
});

export type Transaction = z.infer<typeof transactionSchema>;

/** GET user/subscription: the subscription details of section 3. */
export const subscriptionDetailsSchema = z.object({
  billingType: z.enum(BILLING_TYPES).nullable(),
  eligibleToChangePlan: z.boolean(),
  message: z.string().nullable(),
  nextBillingDate: z.number().int().nullable(),
  paymentMethod: z.string(),
  plan: planSchema.nullable(),
  /** The recurring price with add-ons, in cents. */
  price: z.number().int().nonnegative().nullable(),
  subscription: z.object({ id: z.string(), productCode: productCodeSchema, startedAt: z.number().int() }).nullable(),
  subscriptionStatus: z.object({ state: z.enum(SUBSCRIPTION_STATES), description: z.string(), expirationDateMillis: z.number().int().nullable() }),
  trialStatus: z.object({
    state: z.enum(TRIAL_STATES),
    description: z.string(),
    expireText: z.string().nullable(),
    expirationDateMillis: z.number().int().nullable(),
  }),
  transactions: z.array(transactionSchema),
});

export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

/** accountInfo (section 3), from the gateway. */
export const accountInfoSchema = z.object({
  billingType: z.enum(BILLING_TYPES).nullable(),
  accountCode: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  lastFourDigits: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  cardType: z.string().nullable(),
  year: z.number().int().nullable(),
  month: z.number().int().nullable(),
  eligibleForWinback: z.boolean(),
  hasPurchased: z.boolean(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATES),
  subscriptionExpiration: z.number().int().nullable(),
  trialStatus: z.enum(TRIAL_STATES),
  trialExpiration: z.number().int().nullable(),
  accountCredit: z.number().int().nonnegative(),
  transactions: z.array(transactionSchema),
  inDunningPeriod: z.boolean(),
});

export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** GET user/plan: the viewer's plan, a pending change, and the account. */
export const userPlanSchema = z.object({
  currentPlan: planSchema.nullable(),
  pendingPlan: planSchema.nullable(),
  accountInfo: accountInfoSchema.nullable(),
});

export type UserPlan = z.infer<typeof userPlanSchema>;

/** What a signed-out visitor chose before Create Account (Purchase memory, section 3), kept for the paywall. */