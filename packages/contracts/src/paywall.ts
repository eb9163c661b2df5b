import { MESSAGES } from './messages.ts';

/** The purchase journey's steps, in order (continuePurchase: plan, preview, pay, confirm). */
export const PAYWALL_STEP_IDS = ['plan', 'preview', 'payment', 'confirm'] as const;

export type PaywallStepId = (typeof PAYWALL_STEP_IDS)[number];

/** The page parameter's words (streaming spec section 4): the first-step page, the next-step page, the fallback page. */
export const PAYWALL_PAGES = { start: 'start', next: 'next', general: 'general' } as const;

/**
 * GET paywall's query (streaming spec section 7): the campaign `cid` (or, from older links, `b`
 * or `offer`), the `flow` and the `partner`; each at most PAYWALL_QUERY_MAX_LENGTH characters.
 */
export const PAYWALL_QUERY_KEYS = ['cid', 'b', 'offer', 'flow', 'partner'] as const;
export const PAYWALL_QUERY_MAX_LENGTH = 100;

/** How long the paywall authorization is kept (streaming spec section 9): reset on logout and on every purchase. */
export const PAYWALL_AUTHZ_CACHE_MS = 3_600_000;

/** error.paywall.notfound's modal (streaming spec section 8): the spec gives it the server-trouble text. */
export const PAYWALL_NOT_FOUND_MODAL = {
  title: MESSAGES.paywallNotFoundTitle,
  body: MESSAGES.serverUncaught,
  action: MESSAGES.ok,
} as const;
