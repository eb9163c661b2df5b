import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MixedItem } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { homeKeys } from './home-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET promoted: the hero's items, each with heroDisplay and heroMobileDisplay images. */
export async function getPromoted(): Promise<MixedItem[]> {
  return (await parseAnswer(api.get('promoted'), import('@stat/contracts/catalogue-schemas'), (s) => s.promotedSchema)).items;
}

export const promotedQuery = () => queryOptions({ queryKey: homeKeys.promoted(), queryFn: getPromoted, staleTime: 5 * 60_000 });

export function usePromoted() {
  return useQuery(promotedQuery());
}
