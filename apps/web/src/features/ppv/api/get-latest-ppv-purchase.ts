import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PpvPurchase } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { ppvPurchaseKeys } from './ppv-purchase-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET user/ppv/latest-purchase: the viewer's purchase of the current event, or null. */
export async function getLatestPpvPurchase(): Promise<PpvPurchase | null> {
  return parseAnswer(api.get('user/ppv/latest-purchase'), import('@stat/contracts/ppv-purchase'), (s) => s.ppvLatestPurchaseSchema);
}

// Every reader says in place when it cannot tell (the purchase section's Try Again, the readiness check's "can't tell").
export const latestPpvPurchaseQuery = () =>
  queryOptions({ queryKey: ppvPurchaseKeys.latest(), queryFn: getLatestPpvPurchase, staleTime: 60_000, meta: { errorShownInPlace: true } });

/**
 * Whether (and what) the viewer bought: the purchase, watch and order-details sections, the
 * channel and the readiness check all read this one query. Only asked for a signed-in viewer.
 */
export function useLatestPpvPurchase(signedIn: boolean) {
  return useQuery({ ...latestPpvPurchaseQuery(), enabled: signedIn });
}
