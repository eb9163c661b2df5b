import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerSchema, type Partner, type PartnerId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-queries.ts';

/** GET partner/{partnerId}: our name for the partner and the offers its members can take now. */
export async function getPartner(partnerId: PartnerId): Promise<Partner> {
  return partnerSchema.parse(await api.get(`partner/${partnerId}`));
}

export const partnerQuery = (partnerId: PartnerId) =>
  queryOptions({ queryKey: billingKeys.partner(partnerId), queryFn: () => getPartner(partnerId), staleTime: 60_000 });

export function usePartner(partnerId: PartnerId) {
  return useQuery(partnerQuery(partnerId));
}
