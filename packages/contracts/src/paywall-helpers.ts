import { PAYWALL_PAGES } from './paywall.ts';
import type { PaywallPage } from './paywall-schemas.ts';

/** What works on paywall's parsed types (it follows the schemas, so the arrows run one way). */

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
