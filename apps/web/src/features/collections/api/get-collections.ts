import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionSummary } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './collection-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET collections: the curated lists of the Collections page (other kinds, if any, are left out). */
export async function getCuratedLists(): Promise<CollectionSummary[]> {
  const { collections } = await parseAnswer(api.get('collections'), import('@stat/contracts/catalogue-schemas'), (s) => s.collectionsSchema);
  return collections.filter((collection) => collection.kind === 'curated');
}

export const curatedListsQuery = () =>
  queryOptions({ queryKey: collectionKeys.curated(), queryFn: getCuratedLists, staleTime: 10 * 60_000 });

export function useCuratedLists() {
  return useQuery(curatedListsQuery());
}
