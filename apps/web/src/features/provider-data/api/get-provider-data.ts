import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { HOUR_MS } from '@stat/contracts';
import type { MsoId, ProviderData } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { providerDataKeys } from './provider-data-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET mso/{id}: a provider's registration fields, household rules and sign-out. */
export async function getProviderData(id: MsoId): Promise<ProviderData> {
  return parseAnswer(api.get(`mso/${id}`), import('@stat/contracts/provider-schemas'), (s) => s.providerDataSchema);
}

// The same for every visitor and changed only by a deploy: an hour without refetching.
const PROVIDER_DATA_STALE_MS = HOUR_MS;

export const providerDataQuery = (id: MsoId) =>
  queryOptions({ queryKey: providerDataKeys.detail(id), queryFn: () => getProviderData(id), staleTime: PROVIDER_DATA_STALE_MS });

/** A provider's data; idle while there is no provider id. */
export function useProviderData(id: MsoId | null) {
  return useQuery({
    queryKey: providerDataKeys.detail(id),
    queryFn: id === null ? skipToken : () => getProviderData(id),
    staleTime: PROVIDER_DATA_STALE_MS,
  });
}
