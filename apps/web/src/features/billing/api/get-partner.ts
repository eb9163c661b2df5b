import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Partner, PartnerId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET partner/{partnerId}: our name for the partner and the offers its members can take now. */
export async function getPartner(partnerId: PartnerId): Promise<Partner> {
  return parseAnswer(api.get(`partner/${partnerId}`), import('@stat/contracts/partners-schemas'), (s) => s.partnerSchema);
}

export const partnerQuery = (partnerId: PartnerId) =>
  queryOptions({ queryKey: billingKeys.partner(partnerId), queryFn: () => getPartner(partnerId), staleTime: 60_000 });

export function usePartner(partnerId: PartnerId) {
  return useQuery(partnerQuery(partnerId));
}
