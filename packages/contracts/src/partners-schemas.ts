import { z } from 'zod';
import { planSchema, productCodeSchema } from './billing-schemas.ts';
import { userSchema } from './user-schemas.ts';
import { PARTNER_BILLING_TYPES, PARTNER_IDS, PARTNER_OFFER_CODE_PATTERN } from './partners.ts';

/**
 * The schemas of partners.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

export const partnerIdSchema = z.enum(PARTNER_IDS);

export type PartnerId = z.infer<typeof partnerIdSchema>;

/** An offer's code: a fallback offer's (section 9) or a partner's own. */
export const partnerOfferCodeSchema = z.string().regex(PARTNER_OFFER_CODE_PATTERN, 'Expected an offer code');

/** One offer a partner's member can take: a plan with a coupon, with or without a free trial. */
export const partnerOfferSchema = z.object({
  code: partnerOfferCodeSchema,
  plan: planSchema,
  couponCode: z.string(),
  percentOff: z.number().int().min(1).max(100),
  trialDays: z.number().int().nonnegative(),
  /** The first paid period's price, the coupon taken off. */
  firstPriceInCents: z.number().int().nonnegative(),
});

export type PartnerOffer = z.infer<typeof partnerOfferSchema>;

/** GET partner/{partnerId}: who the partner is, and what its members are offered now. */
export const partnerSchema = z.object({
  id: partnerIdSchema,
  name: z.string(),
  billingType: z.enum(PARTNER_BILLING_TYPES),
  /** Where a member manages or cancels the subscription: the partner's own account page. */
  manageUrl: z.url(),
  /** The partner's own offer when it brings one; else the fallback offers (section 9) the viewer can take. */
  offers: z.array(partnerOfferSchema),
});

export type Partner = z.infer<typeof partnerSchema>;

/** GET partner/authentication-url/{partnerId}: where the browser goes to sign in at the partner. */
export const partnerAuthenticationUrlSchema = z.object({ url: z.url() });

/**
 * POST user/subscription/{partnerId}: the code and state the partner returned (with its issuer,
 * `iss`, when it names itself: RFC 9207), and the offer chosen before leaving.
 */
export const partnerSubscriptionRequestSchema = z.object({
  code: z.string().min(1).max(512),
  state: z.string().min(1).max(512),
  iss: z.url().max(2048).optional(),
  offerCode: partnerOfferCodeSchema,
});

export type PartnerSubscriptionRequest = z.infer<typeof partnerSubscriptionRequestSchema>;

export const partnerSubscriptionSchema = z.object({
  user: userSchema,
  partnerName: z.string(),
  planName: z.string(),
  productCode: productCodeSchema,
  /** When the free trial ends; null without one. */
  trialEndsAt: z.number().int().nullable(),
});

export type PartnerSubscription = z.infer<typeof partnerSubscriptionSchema>;
