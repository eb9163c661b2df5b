import { z } from 'zod';
import { PAYWALL_QUERY_KEYS, PAYWALL_QUERY_MAX_LENGTH, PAYWALL_STEP_IDS } from './paywall.ts';

/**
 * The schemas of paywall.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

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
/** GET paywall's query (PAYWALL_QUERY_KEYS). Unknown values get the default pages. */
export const paywallQuerySchema = z.object(
  Object.fromEntries(PAYWALL_QUERY_KEYS.map((key) => [key, z.string().max(PAYWALL_QUERY_MAX_LENGTH).optional()])) as Record<
    (typeof PAYWALL_QUERY_KEYS)[number],
    z.ZodOptional<z.ZodString>
  >,
);

export type PaywallQuery = z.infer<typeof paywallQuerySchema>;
