import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaywallQuery, PaywallResponse } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { givenPaywallQuery, paywallKeys } from './paywall-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET paywall (streaming spec section 7): the pages of the variation the campaign, flow and partner pick. */
export async function getPaywall(query: PaywallQuery): Promise<PaywallResponse> {
  return parseAnswer(
    api.get('paywall', { query: givenPaywallQuery(query) }),
    import('@stat/contracts/paywall-schemas'),
    (s) => s.paywallResponseSchema,
  );
}

// The server lets any cache keep the answer 5 minutes; the app keeps it as long.
export const paywallQuery = (query: PaywallQuery) =>
  queryOptions({ queryKey: paywallKeys.pages(query), queryFn: () => getPaywall(query), staleTime: 5 * 60_000 });

export function usePaywall(query: PaywallQuery) {
  return useQuery(paywallQuery(query));
}
