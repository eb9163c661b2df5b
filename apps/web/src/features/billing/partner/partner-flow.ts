import { isPartnerId } from '@stat/contracts';
import type { PartnerId, PartnerSubscriptionRequest } from '@stat/contracts';

/**
 * The partner flow continuePurchase is in (streaming spec section 1's billing-flow variants): the
 * address's `flow` when it names a partner, else the flow the visitor landed with (registration
 * memory's flowId, kept through Create Account), else the partner the viewer just came back from
 * without subscribing (its sign-in canceled); null for the regular paywall.
 */
export function partnerFlowOf(flow: string | undefined, landingFlow: string | undefined, cameBackFrom?: string): PartnerId | null {
  return [flow, landingFlow, cameBackFrom].find(isPartnerId) ?? null;
}

/** The partner's answer on the address it sent the viewer back to (code, state and, when it names itself, iss); null when there is none. */
export function partnerAnswerOf(search: URLSearchParams): Omit<PartnerSubscriptionRequest, 'offerCode'> | null {
  const code = search.get('code');
  const state = search.get('state');
  if (!code || !state) return null;
  const iss = search.get('iss');
  return iss ? { code, state, iss } : { code, state };
}
