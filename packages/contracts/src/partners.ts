import type { BILLING_TYPES } from './constants.ts';

/**
 * The partners whose members subscribe through them, billed by the partner: the four billing-flow
 * variants of streaming spec section 1 (spotify, paramount plus, optimum, sams club), by the id
 * the paywall's `flow` names and the partner calls take. Viewers see our own names for them
 * (the partners file).
 */
export const PARTNER_IDS = ['spotify', 'paramountplus', 'optimum', 'samsclub'] as const;

/** Whether a value (an address's `flow`, a remembered id) names one of PARTNER_IDS. */
export function isPartnerId(value: unknown): value is (typeof PARTNER_IDS)[number] {
  return (PARTNER_IDS as readonly unknown[]).includes(value);
}

/** An offer's code: a fallback offer's (section 9) or a partner's own. */
export const PARTNER_OFFER_CODE_PATTERN = /^[A-Z0-9_]{1,64}$/;

/** The billing types a partner bills under (section 4). */
export const PARTNER_BILLING_TYPES = ['SNOUTIFY', 'PJORK', 'CABLEVISION', 'SALAMISCLUB'] as const satisfies readonly (typeof BILLING_TYPES)[number][];

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
