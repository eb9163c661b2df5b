import { activePaywallPage, type PaywallPage, type PaywallQuery } from '@stat/contracts';
import { usePaywall } from './api/get-paywall.ts';

/** The active paywall page, or why there is none yet. */
export type PaywallPageState =
  | { status: 'pending' }
  /** The call failed: the app's query client has already shown its error modal. */
  | { status: 'error' }
  /** error.paywall.notfound: the pages have none for this parameter; show PaywallNotFoundModal. */
  | { status: 'missing' }
  | { status: 'ready'; page: PaywallPage };

/**
 * The paywall page for a page parameter (streaming spec section 4): `start` (the first step),
 * `next` (the next step), a page's name, or none (general), among the pages of the variation
 * the query's campaign, flow and partner pick.
 */
export function usePaywallPage(query: PaywallQuery, page: string | undefined): PaywallPageState {
  const { data, isError } = usePaywall(query);
  if (isError) return { status: 'error' };
  if (!data) return { status: 'pending' };
  const active = activePaywallPage(data.pages, page);
  return active ? { status: 'ready', page: active } : { status: 'missing' };
}
