import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** The purchase journey's steps, in order (continuePurchase: plan, preview, pay, confirm). */
export const PAYWALL_STEP_IDS = ['plan', 'preview', 'payment', 'confirm'] as const;
export type PaywallStepId = (typeof PAYWALL_STEP_IDS)[number];

/** The page parameter's words (streaming spec section 4): the first-step page, the next-step page, the fallback page. */
export const PAYWALL_PAGES = { start: 'start', next: 'next', general: 'general' } as const;

/** How long the paywall authorization is kept (streaming spec section 9): reset on logout and on every purchase. */
export const PAYWALL_AUTHZ_CACHE_MS = 3_600_000;

/** The PAYWALL_HERO image: drawn by our server at one size, with its srcset candidates (smallest first). */
export const paywallHeroImageSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Empty when the art is decorative (the page's own text says what it offers). */
  alt: z.string(),
  srcset: z.array(z.object({ url: z.string().min(1), width: z.number().int().positive() })),
});
export type PaywallHeroImage = z.infer<typeof paywallHeroImageSchema>;

/** One paywall page (streaming spec section 3, "Paywall page"), as the operator's paywall file writes it. */
export const paywallPageSchema = z.object({
  pageName: z.string().min(1),
  /** The page `start` picks: where the purchase begins (choosing a plan). */
  firstStep: z.boolean(),
  /** The page `next` picks: the step after the first (paying). */
  nextStep: z.boolean(),
  headline: z.string().min(1),
  subheadline: z.string(),
  body: z.string(),
  /** Selling points, shown as a list. */
  benefits: z.array(z.string().min(1)),
  /** The journey's steps as this page labels them, in order. */
  steps: z.array(z.object({ id: z.enum(PAYWALL_STEP_IDS), label: z.string().min(1) })),
  buttons: z.object({ buyButton: z.object({ label: z.string().min(1) }) }),
  images: z.object({ PAYWALL_HERO: paywallHeroImageSchema }),
  /** The footer's trial disclaimer is left out under this page (shell spec, "Footer"): an offer with no trial. */
  suppressTrialDisclaimer: z.boolean(),
});
export type PaywallPage = z.infer<typeof paywallPageSchema>;

/** GET paywall: the pages of the variation the query picks (the default pages when none does). */
export const paywallResponseSchema = z.object({ pages: z.array(paywallPageSchema) });
export type PaywallResponse = z.infer<typeof paywallResponseSchema>;

/** A campaign or partner value as a link carries it; only compared, never stored or echoed. */
const paywallQueryValue = z.string().max(100).optional();

/**
 * GET paywall's query (streaming spec section 7): the campaign `cid` (or, from older links, `b`
 * or `offer`), the `flow` and the `partner`. Unknown values get the default pages.
 */
export const paywallQuerySchema = z.object({
  cid: paywallQueryValue,
  b: paywallQueryValue,
  offer: paywallQueryValue,
  flow: paywallQueryValue,
  partner: paywallQueryValue,
});
export type PaywallQuery = z.infer<typeof paywallQuerySchema>;

/**
 * The active page (streaming spec section 4): `start` the page flagged first step, `next` the
 * page flagged next step, otherwise the page of that name or else `general`. Undefined is the
 * missing page, error.paywall.notfound.
 */
export function activePaywallPage(pages: readonly PaywallPage[], page: string | undefined): PaywallPage | undefined {
  if (page === PAYWALL_PAGES.start) return pages.find((candidate) => candidate.firstStep);
  if (page === PAYWALL_PAGES.next) return pages.find((candidate) => candidate.nextStep);
  return pages.find((candidate) => candidate.pageName === page) ?? pages.find((candidate) => candidate.pageName === PAYWALL_PAGES.general);
}

/** error.paywall.notfound's modal (streaming spec section 8): the spec gives it the server-trouble text. */
export const PAYWALL_NOT_FOUND_MODAL = {
  title: MESSAGES.paywallNotFoundTitle,
  body: MESSAGES.serverUncaught,
  action: MESSAGES.ok,
} as const;
