import { z } from 'zod';
import { PAYMENT_METHODS } from './billing.ts';
import { redemptionCodeSchema } from './billing-schemas.ts';
import { BILLING_TYPES } from './constants.ts';
import { ppvCreditSchema } from './ppv-credits-schemas.ts';

/** The event's product id, as GET ppv/state answers it (`productId`). */
export const ppvProductIdSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, 'Expected a pay-per-view product id');

/**
 * GET user/ppv/bacon/payment: the saved payment a pay-per-view purchase can use without new card
 * details, or null when there is none (streaming spec section 7).
 */
export const ppvSavedPaymentSchema = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** In the spec's card format (`VISA X-1111 EXP 12/2030`, section 9), else the method. */
    display: z.string().min(1),
  })
  .nullable();
export type PpvSavedPayment = z.infer<typeof ppvSavedPaymentSchema>;

/** GET ppv/coupon/{code}: what a coupon takes off the event's price now. */
export const ppvCouponSchema = z.object({
  code: z.string(),
  description: z.string(),
  discountInCents: z.number().int().positive(),
  /** The price with the coupon, never below zero. */
  priceInCents: z.number().int().nonnegative(),
});
export type PpvCoupon = z.infer<typeof ppvCouponSchema>;

/**
 * POST user/ppv/bacon/purchase: the current event, paid with the saved payment (no token) or a
 * new card or PayPal (the gateway's one-time token, never card data); the password is optional
 * (section 7). Sent once per Idempotency-Key, like every money call.
 */
export const ppvPurchaseRequestSchema = z.object({
  productId: ppvProductIdSchema,
  recurlyToken: z.string().min(1).max(128).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  couponCode: redemptionCodeSchema.optional(),
  password: z.string().min(1).max(200).optional(),
});
export type PpvPurchaseRequest = z.input<typeof ppvPurchaseRequestSchema>;

/** Pay-per-view purchase (streaming spec section 3), with the event it is for. Dates are epoch ms. */
export const ppvPurchaseSchema = z.object({
  productId: ppvProductIdSchema,
  amountInCents: z.number().int().nonnegative(),
  billingType: z.enum(BILLING_TYPES),
  created: z.number().int(),
  description: z.string(),
  /** The main event's start. */
  eventDate: z.number().int(),
  orderNumber: z.string(),
  /** In the spec's card format, else the method. */
  paymentMethod: z.string(),
  transactionDate: z.number().int(),
  transactionType: z.enum(['purchase']),
  tveUserId: z.string(),
  /** The automatic credit after an incident (issue 25 section 5), once refunded; null or absent when none. */
  credit: ppvCreditSchema.nullish(),
});
export type PpvPurchase = z.infer<typeof ppvPurchaseSchema>;

/** GET user/ppv/latest-purchase: the viewer's purchase of the current event, or null. */
export const ppvLatestPurchaseSchema = ppvPurchaseSchema.nullable();

/** GET user/ppv/purchases: every pay-per-view purchase of the viewer, newest first. */
export const ppvPurchasesSchema = z.array(ppvPurchaseSchema);
