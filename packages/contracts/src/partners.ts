import { z } from 'zod';
import { planSchema, productCodeSchema } from './billing.ts';
import type { BILLING_TYPES } from './constants.ts';
import { userSchema } from './user.ts';

/**
 * The partners whose members subscribe through them, billed by the partner: the four billing-flow
 * variants of streaming spec section 1 (spotify, paramount plus, optimum, sams club), by the id
 * the paywall's `flow` names and the partner calls take. Viewers see our own names for them
 * (the partners file).
 */
export const PARTNER_IDS = ['spotify', 'paramountplus', 'optimum', 'samsclub'] as const;
export const partnerIdSchema = z.enum(PARTNER_IDS);
export type PartnerId = z.infer<typeof partnerIdSchema>;

/** The billing types a partner bills under (section 4). */
export const PARTNER_BILLING_TYPES = ['SNOUTIFY', 'PJORK', 'CABLEVISION', 'SALAMISCLUB'] as const satisfies readonly (typeof BILLING_TYPES)[number][];

/** An offer's code: a fallback offer's (section 9) or a partner's own. */
export const partnerOfferCodeSchema = z.string().regex(/^[A-Z0-9_]{1,64}$/, 'Expected an offer code');

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

/** The partner flow's words (continuePurchase with a partner's `flow`). */
export const PARTNER_LABELS = {
  heading: (partner: string) => `Subscribe with ${partner}`,
  lead: (partner: string) => `Choose your offer, then sign in with ${partner}. ${partner} bills you; nothing is charged here.`,
  offers: 'Offers',
  trial: (days: number) => `${days}-day free trial`,
  /** After the first period's price: "for your first month". */
  forFirst: (interval: 'month' | 'year') => `for your first ${interval}`,
  then: (price: string) => `then ${price}`,
  signIn: (partner: string) => `Continue with ${partner}`,
  leaving: (partner: string) => `Taking you to ${partner}…`,
  finishing: 'Finishing your subscription…',
  done: 'You’re subscribed',
  billedBy: (partner: string, plan: string) => `${plan}, billed by ${partner}.`,
  trialEnds: (date: string) => `Your free trial ends on ${date}.`,
  startWatching: 'Start Watching',
  failed: 'We could not finish your subscription with the partner. Please try again.',
  tryAgain: 'Try Again',
  loading: 'Loading offers',
  unavailable: 'This offer is not available right now. Please try again later.',
} as const;

/** What the partner calls answer when they refuse. */
export const PARTNER_MESSAGES = {
  signInFailed: 'We could not confirm your sign-in with the partner. Please try again.',
  offerNotFound: 'This offer is not available. Choose another one.',
  membershipUsed: 'This partner membership already pays for another account.',
} as const;
