import type { PaywallQuery } from '@stat/contracts';

/** The query's given values only, so links that differ by an empty parameter share one answer. */
export function givenPaywallQuery(query: PaywallQuery): PaywallQuery {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

/**
 * Query keys of the paywall pages, general to specific. Public answers, but a sign-in or
 * sign-out drops them with every other (app/session/entitlement.ts), as the spec resets the
 * paywall stores on logout.
 */
export const paywallKeys = {
  all: ['paywall'] as const,
  pages: (query: PaywallQuery) => [...paywallKeys.all, 'pages', givenPaywallQuery(query)] as const,
};
