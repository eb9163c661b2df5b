import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotedSchema } from '@stat/contracts';
import type { MixedItem } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { homeKeys } from './home-queries.ts';

/** GET promoted: the hero's items, each with heroDisplay and heroMobileDisplay images. */
export async function getPromoted(): Promise<MixedItem[]> {
  return promotedSchema.parse(await api.get('promoted')).items;
}

export const promotedQuery = () => queryOptions({ queryKey: homeKeys.promoted(), queryFn: getPromoted, staleTime: 5 * 60_000 });

export function usePromoted() {
  return useQuery(promotedQuery());
}
